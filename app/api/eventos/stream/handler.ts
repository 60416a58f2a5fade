import 'server-only';
import { whileSessionHolds } from '@/lib/auth/session-watch';
import { scopeFilter } from '@/lib/gateway/scope-on-directory';
import { eventFilter } from '@/lib/gateway/event-filter';
import { selectVehicles } from '@/lib/gateway/fleet-directory';
import { parseLastEventId, parseQuery, streamParams } from '@/lib/gateway/query';
import { eventStream } from '@/lib/gateway/sse-stream';
import type { GatewayHandler } from '../../context';

/** Live events as Server-Sent Events, optionally filtered; resumes after `Last-Event-ID`. Never compressed. */
export const GET: GatewayHandler = async (request, { url, gateway, access }) => {
  const query = parseQuery(url, streamParams);
  const lastEventId = parseLastEventId(request.headers.get('last-event-id'));
  const filter = await scopeFilter(gateway, access.scope, query);
  // Read even without filters: a key the upstream refuses is told now (502), not mid-stream.
  const vehicles = selectVehicles((await gateway.directory.index('interactive')).value, filter);
  // The stream ends with the session (or a change of its access); the reconnection then meets the sign-in check.
  const signal = whileSessionHolds(request, access.user);
  const body = eventStream(gateway, { accepts: eventFilter(vehicles, query.tipos), lastEventId, signal });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
};
