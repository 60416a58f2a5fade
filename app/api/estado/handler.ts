import { TTL_MS, cachedCall } from '@/lib/gateway/cached-call';
import { fleetCalls } from '@/lib/gateway/fleet-calls';
import { noParams, parseQuery } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** The key's status (never the key) and the gateway's own health. */
export const GET = route('/api/estado', async ({ url, gateway, acceso }) => {
  parseQuery(url, noParams);
  const estado = await cachedCall(gateway, fleetCalls.estado(), TTL_MS.estado);
  const clientes = acceso.alcance.keep(estado.datos.acceso.clientes, (cliente) => cliente.id);
  const datos = { ...estado.datos, acceso: { ...estado.datos.acceso, clientes } };
  return Response.json({ ...estado, datos, gateway: gateway.health.snapshot() }, { headers: { 'cache-control': 'no-store' } });
});
