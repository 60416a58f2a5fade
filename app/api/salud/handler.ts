import 'server-only';
import type { FlotaSalud } from '@/lib/fleet/flota-api';
import { noParams, parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../context';

/**
 * The gateway's health as any signed-in user may read it: how often the live data is polled
 * and how fresh it is (the live map reads at that pace), and the store's state. The key's own
 * status is `/api/estado`.
 */
export const GET: GatewayHandler = async (_request, { url, gateway }) => {
  parseQuery(url, noParams);
  const almacenamiento = (await gateway.storeStatus?.view({ withError: false })) ?? null;
  // Counted in the store: not while it is out of reach, where the count would only wait.
  const historial = almacenamiento?.alcanzable ? await gateway.syncProgress?.view().catch(() => null) ?? null : null;
  const body: FlotaSalud = { ...gateway.health.view(), almacenamiento, historial };
  return Response.json(body, { headers: { 'cache-control': 'no-store' } });
};
