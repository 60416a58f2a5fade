import 'server-only';
import { vehiculoIdSchema } from '@/lib/fleet/ids';
import { assertVehicleInScope } from '@/lib/gateway/scope-on-directory';
import { jsonAnswer } from '@/lib/gateway/json-answer';
import { parseId, parseQuery, parseRange, rangeParams } from '@/lib/gateway/query';
import type { GatewayHandler } from '../../../context';

/** A vehicle's route for any range within the last 90 days (split into ≤ 7-day parts upstream). */
export const GET: GatewayHandler = async (request, { url, params, gateway, access }) => {
  const id = parseId(vehiculoIdSchema, params.id);
  await assertVehicleInScope(gateway, access.scope, id);
  const range = parseRange(parseQuery(url, rangeParams), gateway.serviceClock);
  return jsonAnswer(request, await gateway.recorridos.get(id, range, request.signal));
};
