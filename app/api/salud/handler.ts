import { parseQuery } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * The gateway's health as any signed-in user may read it: how often the live data is polled
 * and how fresh it is (the live map reads at that pace). The key's own status is `/api/estado`.
 */
export const GET = route('/api/salud', async ({ url, gateway }) => {
  parseQuery(url, {});
  return Response.json(gateway.health.view(), { headers: { 'cache-control': 'no-store' } });
});
