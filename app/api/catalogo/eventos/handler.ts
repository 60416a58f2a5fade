import { TTL_MS, cachedCall } from '@/lib/gateway/cached-call';
import { fleetCalls } from '@/lib/gateway/fleet-calls';
import { noParams, parseQuery } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** The event catalog (fleet-api.md §6), cached for an hour. */
export const GET = route('/api/catalogo/eventos', async ({ url, gateway }) => {
  parseQuery(url, noParams);
  return Response.json(await cachedCall(gateway, fleetCalls.catalogo(), TTL_MS.catalogo));
});
