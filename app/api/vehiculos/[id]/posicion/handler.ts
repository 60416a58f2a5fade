import { vehiculoIdSchema } from '@/lib/fleet/ids';
import { assertVehicleInScope } from '@/lib/gateway/client-scope';
import { noParams, parseId, parseQuery } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** A vehicle's last position, out of the shared live snapshot (no upstream call of its own). */
export const GET = route<{ id: string }>('/api/vehiculos/[id]/posicion', async ({ url, params, gateway, acceso }) => {
  const id = parseId(vehiculoIdSchema, params.id);
  await assertVehicleInScope(gateway, acceso.alcance, id);
  parseQuery(url, noParams);
  return Response.json(await gateway.positions.one(id), { headers: { 'cache-control': 'private, no-cache' } });
});
