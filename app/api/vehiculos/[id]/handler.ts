import { vehiculoIdSchema } from '@/lib/fleet/ids';
import { TTL_MS, cachedCall } from '@/lib/gateway/cached-call';
import { fleetCalls } from '@/lib/gateway/fleet-calls';
import { frescuraOf } from '@/lib/gateway/frescura';
import { assertVehicleInScope } from '@/lib/gateway/client-scope';
import { noParams, parseId, parseQuery } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** One vehicle: from the cached list, or asked for when the list does not have it yet. */
export const GET = route<{ id: string }>('/api/vehiculos/[id]', async ({ url, params, gateway, acceso }) => {
  const id = parseId(vehiculoIdSchema, params.id);
  await assertVehicleInScope(gateway, acceso.alcance, id);
  parseQuery(url, noParams);
  const index = await gateway.directory.index('interactive');
  const datos = index.value.byId.get(id);
  if (datos) return Response.json({ datos, frescura: frescuraOf(index, gateway.clock.now()) });
  return Response.json(await cachedCall(gateway, fleetCalls.vehiculo(id), TTL_MS.vehiculo));
});
