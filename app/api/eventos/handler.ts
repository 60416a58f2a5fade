import 'server-only';
import { scopeFilter } from '@/lib/gateway/scope-on-directory';
import { collectHistory, prepareHistory, streamHistory } from '@/lib/gateway/history-answer';
import { jsonAnswer } from '@/lib/gateway/json-answer';
import { historyParams, parseQuery, parseRange } from '@/lib/gateway/query';
import type { GatewayHandler } from '../context';

/**
 * Event history for any range within 90 days and any clients/vehicles/types, planned into
 * ≤ 7-day, ≤ 500-vehicle upstream queries. NDJSON progress by default (never compressed: each
 * line goes out as its part arrives); one merged envelope with `Accept: application/json`.
 */
export const GET: GatewayHandler = async (request, { url, solicitud, gateway, access }) => {
  const query = parseQuery(url, historyParams);
  const range = parseRange(query, gateway.serviceClock);
  const filter = await scopeFilter(gateway, access.scope, query);
  const prepared = await prepareHistory(gateway, { ...query, ...filter, range });
  if (request.headers.get('accept')?.includes('application/json')) {
    return jsonAnswer(request, await collectHistory(prepared, range, request.signal));
  }
  return new Response(streamHistory(prepared, range, request.signal, solicitud), {
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-cache, no-transform' },
  });
};
