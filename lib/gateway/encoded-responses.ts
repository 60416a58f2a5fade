import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Lets a route handler answer a body it compressed itself (once per snapshot, not per viewer).
 * Next.js 16 drops a handler's `Content-Encoding` (next/dist/server/send-response.js,
 * FORBIDDEN_HEADERS, whatever `compress` says) and would otherwise gzip every answer again for
 * every viewer. So the handler names its coding in ENCODED_HEADER and this bridge, on Node's
 * own `http.server.request.start` channel, turns that header into `Content-Encoding` on the way
 * out; Next's compression then sees an encoded answer and leaves it alone.
 *
 * A handler may use ENCODED_HEADER only when the request carries BRIDGE_HEADER: the bridge sets
 * it on every request it sees (and removes any sent by the client), so a server without the
 * bridge (another process, a test calling the handler) gets plain answers.
 */
export const ENCODED_HEADER = 'x-flota-content-encoding';
export const BRIDGE_HEADER = 'x-flota-codificacion-propia';

const SLOT = Symbol.for('flota.encodedResponses');
type Slot = { [SLOT]?: true };

/** Installs the bridge for this process (once; later calls do nothing). */
export function installEncodedResponses(): void {
  const slot = globalThis as Slot;
  if (slot[SLOT]) return;
  slot[SLOT] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    delete request.headers[BRIDGE_HEADER];
    if (!request.url?.startsWith('/api/')) return;
    request.headers[BRIDGE_HEADER] = '1';
    const setHeader = response.setHeader;
    response.setHeader = function (name, value) {
      if (name.toLowerCase() !== ENCODED_HEADER) return setHeader.call(this, name, value);
      return setHeader.call(this, 'content-encoding', Array.isArray(value) ? String(value[0]) : String(value));
    };
  });
}
