import 'server-only';
import { scopeFilter } from '@/lib/gateway/scope-on-directory';
import { filterParams, parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../context';

/**
 * Last positions of the fleet (or of some clients/vehicles) from the snapshot the live poller
 * keeps: a strong ETag per version (304 when unchanged), compressed once per version and coding.
 */
export const GET: GatewayHandler = async (request, { url, gateway, access }) => {
  const filter = await scopeFilter(gateway, access.scope, parseQuery(url, filterParams), 'live');
  const view = await gateway.positions.snapshot(filter);
  return view.respond(request);
};
