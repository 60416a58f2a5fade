import { vehiculoIdSchema } from '@/lib/fleet/ids';
import { assertVehicleInScope } from '@/lib/gateway/client-scope';
import { parseId, parseQuery, parseRange, rangeParams } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** A vehicle's route for any range within the last 90 days (split into ≤ 7-day parts upstream). */
export const GET = route<{ id: string }>('/api/vehiculos/[id]/recorrido', async ({ request, url, params, gateway, acceso }) => {
  const id = parseId(vehiculoIdSchema, params.id);
  await assertVehicleInScope(gateway, acceso.alcance, id);
  const range = parseRange(parseQuery(url, rangeParams), gateway.clock.now());
  return Response.json(await gateway.recorridos.get(id, range, request.signal));
});
