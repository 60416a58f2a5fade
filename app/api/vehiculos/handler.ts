import 'server-only';
import { scopeFilter } from '@/lib/gateway/scope-on-directory';
import { selectVehicles } from '@/lib/gateway/fleet-directory';
import { frescuraOf } from '@/lib/gateway/frescura';
import { jsonAnswer } from '@/lib/gateway/json-answer';
import { filterParams, parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../context';

/** Vehicles of the key's scope, optionally by client(s) and/or a list of ids. */
export const GET: GatewayHandler = async (request, { url, gateway, access }) => {
  const filter = await scopeFilter(gateway, access.scope, parseQuery(url, filterParams));
  const index = await gateway.directory.index('interactive');
  const ids = selectVehicles(index.value, filter);
  const wanted = new Set(ids);
  const datos = ids === null ? index.value.vehiculos : index.value.vehiculos.filter((v) => wanted.has(v.id));
  return jsonAnswer(request, { datos, cantidad: datos.length, frescura: frescuraOf(index, gateway) });
};
