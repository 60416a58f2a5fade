import 'server-only';
import { vehiculoIdSchema } from '@/lib/fleet/ids';
import { TTL_MS, cachedCall } from '@/lib/gateway/cached-call';
import { assertVehicleInScope } from '@/lib/gateway/scope-on-directory';
import { fleetCalls } from '@/lib/gateway/fleet-calls';
import { frescuraOf } from '@/lib/gateway/frescura';
import { noParams, parseId, parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../../context';

/** One vehicle: from the cached list, or asked for when the list does not have it yet. */
export const GET: GatewayHandler = async (_request, { url, params, gateway, access }) => {
  const id = parseId(vehiculoIdSchema, params.id);
  await assertVehicleInScope(gateway, access.scope, id);
  parseQuery(url, noParams);
  const index = await gateway.directory.index('interactive');
  const datos = index.value.byId.get(id);
  if (datos) return Response.json({ datos, frescura: frescuraOf(index, gateway) });
  return Response.json(await cachedCall(gateway, fleetCalls.vehiculo(id), TTL_MS.vehiculo));
};
