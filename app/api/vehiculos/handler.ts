import { scopeFilter } from '@/lib/gateway/client-scope';
import { selectVehicles } from '@/lib/gateway/fleet-directory';
import { frescuraOf } from '@/lib/gateway/frescura';
import { filterParams, parseQuery } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** Vehicles of the key's scope, optionally by client(s) and/or a list of ids. */
export const GET = route('/api/vehiculos', async ({ url, gateway, acceso }) => {
  const filter = await scopeFilter(gateway, acceso.alcance, parseQuery(url, filterParams));
  const index = await gateway.directory.index('interactive');
  const ids = selectVehicles(index.value, filter);
  const wanted = new Set(ids);
  const datos = ids === null ? index.value.vehiculos : index.value.vehiculos.filter((v) => wanted.has(v.id));
  return Response.json({ datos, cantidad: datos.length, frescura: frescuraOf(index, gateway.clock.now()) });
});
