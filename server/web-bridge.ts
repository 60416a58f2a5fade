import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** A sign-in is a few hundred bytes: a larger body is refused before anyone reads it. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The web-standard Request for a Node request: its URL, method and headers, its body streamed
 * (at most MAX_BODY_BYTES), and a `signal` that aborts when the caller hangs up before the
 * answer is done, which cancels upstream calls and history queries made for it.
 */
export function toWebRequest(req: IncomingMessage, res: ServerResponse, url: URL): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? null : cappedBody(req);
  const request = new NodeRequest(url, { method, headers, body, duplex: 'half' } as RequestInit);
  responses.set(request, res);
  return request;
}

/**
 * A Request whose `signal` is made when a handler first reads it. Handing undici a signal costs
 * it an abort listener and a finalizer per request (about 20 µs, a tenth of a positions read),
 * which answers made from memory never need; the handlers that follow the caller (history,
 * routes, the live stream) read `request.signal` as usual.
 */
class NodeRequest extends Request {}
const responses = new WeakMap<Request, ServerResponse>();
const signals = new WeakMap<Request, AbortSignal>();
Object.defineProperty(NodeRequest.prototype, 'signal', {
  get(this: NodeRequest): AbortSignal {
    let signal = signals.get(this);
    if (!signal) {
      const hangUp = new AbortController();
      const res = responses.get(this);
      const hungUp = () => {
        if (!res?.writableFinished) hangUp.abort();
      };
      if (res?.closed) hungUp();
      else res?.once('close', hungUp);
      signal = hangUp.signal;
      signals.set(this, signal);
    }
    return signal;
  },
});

function cappedBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  let seen = 0;
  const cap = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > MAX_BODY_BYTES) controller.error(new RangeError(`the body exceeds ${MAX_BODY_BYTES} bytes`));
      else controller.enqueue(chunk);
    },
  });
  return (Readable.toWeb(req) as ReadableStream<Uint8Array>).pipeThrough(cap);
}

const WAITING = Symbol('waiting');

/**
 * Writes a Response on a Node response. A body that is whole at once (JSON, a compressed
 * snapshot) goes out in one write with its Content-Length; a body still coming (Server-Sent
 * Events, NDJSON history) goes out chunk by chunk as each is produced, never held back. When
 * the caller hangs up, the body is cancelled, which ends the stream's work (unsubscribes it).
 */
export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (response.body === null) return void res.end();
  const reader = response.body.getReader();
  res.once('close', () => void reader.cancel().catch(() => {}));
  const first = await reader.read();
  if (first.done) return void res.end();
  // A body made in memory has settled by the next turn of the event loop; a stream has not.
  const pending = reader.read();
  const early = await Promise.race([pending, new Promise<typeof WAITING>((resolve) => setImmediate(resolve, WAITING))]);
  if (early !== WAITING && early.done) return void res.end(first.value);
  await write(res, first.value);
  let next = early === WAITING ? await pending : early;
  while (!next.done && !res.destroyed) {
    await write(res, next.value);
    next = await reader.read();
  }
  res.end();
}

/** One chunk out now; waits while the socket's buffer is full (a slow reader), or until it closes. */
async function write(res: ServerResponse, chunk: Uint8Array): Promise<void> {
  if (res.write(chunk) || res.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
