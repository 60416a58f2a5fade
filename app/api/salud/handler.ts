import 'server-only';
import { noParams, parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../context';

/**
 * The gateway's health as any signed-in user may read it: how often the live data is polled
 * and how fresh it is (the live map reads at that pace). The key's own status is `/api/estado`.
 */
export const GET: GatewayHandler = async (_request, { url, gateway }) => {
  parseQuery(url, noParams);
  return Response.json(gateway.health.view(), { headers: { 'cache-control': 'no-store' } });
};
