import 'server-only';
import { TTL_MS, cachedCall } from '@/lib/gateway/cached-call';
import { fleetCalls } from '@/lib/gateway/fleet-calls';
import { jsonAnswer } from '@/lib/gateway/json-answer';
import { noParams, parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../context';

/** The key's status (never the key), the gateway's own health and the store's. */
export const GET: GatewayHandler = async (request, { url, gateway, access }) => {
  parseQuery(url, noParams);
  const estado = await cachedCall(gateway, fleetCalls.estado(), TTL_MS.estado, { shared: true });
  const clientes = access.scope.keep(estado.datos.acceso.clientes, (cliente) => cliente.id);
  const datos = { ...estado.datos, acceso: { ...estado.datos.acceso, clientes } };
  const almacenamiento = (await gateway.storeStatus?.view({ withError: true })) ?? null;
  // Counted in the store: not while it is out of reach, where the count would only wait.
  const historial = almacenamiento?.alcanzable ? await gateway.syncProgress?.view().catch(() => null) ?? null : null;
  return jsonAnswer(request, { ...estado, datos, gateway: gateway.health.snapshot(), almacenamiento, historial }, { headers: { 'cache-control': 'no-store' } });
};
