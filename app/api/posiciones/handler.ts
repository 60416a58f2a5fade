import { scopeFilter } from '@/lib/gateway/client-scope';
import { filterParams, parseQuery } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * Last positions of the fleet (or of some clients/vehicles) from the snapshot the live poller
 * keeps: a strong ETag per version (304 when unchanged), compressed once per version and coding.
 */
export const GET = route('/api/posiciones', async ({ request, url, gateway, acceso }) => {
  const filter = await scopeFilter(gateway, acceso.alcance, parseQuery(url, filterParams), 'live');
  const view = await gateway.positions.snapshot(filter);
  return view.respond(request);
});
