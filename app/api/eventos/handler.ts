import { collectHistory, prepareHistory, streamHistory } from '@/lib/gateway/history-answer';
import { scopeFilter } from '@/lib/gateway/client-scope';
import { historyParams, parseQuery, parseRange } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * Event history for any range within 90 days and any clients/vehicles/types, planned into
 * ≤ 7-day, ≤ 500-vehicle upstream queries. NDJSON progress by default; one merged envelope
 * with `Accept: application/json`.
 */
export const GET = route('/api/eventos', async ({ request, url, solicitud, gateway, acceso }) => {
  const query = parseQuery(url, historyParams);
  const range = parseRange(query, gateway.clock.now());
  const filter = await scopeFilter(gateway, acceso.alcance, query);
  const prepared = await prepareHistory(gateway, { ...query, ...filter, range });
  if (request.headers.get('accept')?.includes('application/json')) {
    return Response.json(await collectHistory(prepared, range, request.signal));
  }
  return new Response(streamHistory(prepared, range, request.signal, solicitud), {
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-cache, no-transform' },
  });
});
