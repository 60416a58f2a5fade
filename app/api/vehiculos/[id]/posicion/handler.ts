import 'server-only';
import { vehiculoIdSchema } from '@/lib/fleet/ids';
import { assertVehicleInScope } from '@/lib/gateway/scope-on-directory';
import { noParams, parseId, parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../../../context';

/** A vehicle's last position, out of the shared live snapshot (no upstream call of its own). */
export const GET: GatewayHandler = async (_request, { url, params, gateway, access }) => {
  const id = parseId(vehiculoIdSchema, params.id);
  await assertVehicleInScope(gateway, access.scope, id);
  parseQuery(url, noParams);
  return Response.json(await gateway.positions.one(id), { headers: { 'cache-control': 'private, no-cache' } });
};
