import { filterParams, parseQuery } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';

/**
 * Last positions of the fleet (or of some clients/vehicles) from the snapshot the live poller
 * keeps: strong ETag per version (304 when unchanged), br/gzip compressed once per version.
 */
export const GET = route('/api/posiciones', async ({ request, url, gateway }) => {
  const filter = parseQuery(url, filterParams);
  const view = await gateway.positions.snapshot(filter);
  return view.respond(request);
});
