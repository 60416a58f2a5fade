import { request } from 'node:http';

/** One answer as it came over the wire: status, headers (lower-case names) and up to `limit` bytes of body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body was a stream (SSE, NDJSON) and was hung up on after its headers. */
  streamed: boolean;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as written: `//`, `..` and bad percent-encodings included (fetch would normalise them). */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const STREAMS = /^(text\/event-stream|application\/x-ndjson)/;

/**
 * Sends one request with node:http, which leaves the path alone, and reads its answer. Endless
 * answers (the live event stream) and long ones (history as NDJSON) are read up to their
 * headers and hung up on: what is checked here is the status and the headers.
 */
export function sendRaw(base: string, { method, path, headers = {}, body }: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers, timeout: timeoutMs }, (res) => {
      const streamed = STREAMS.test(String(res.headers['content-type'] ?? ''));
      const answer = (text: string) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, streamed });
      if (streamed) {
        res.destroy();
        return answer('');
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => answer(Buffer.concat(chunks).toString('utf8')));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path.slice(0, 120)}: no answer within ${timeoutMs} ms`)));
    req.on('error', (error: Error & { code?: string }) => {
      // An answer no HTTP client can read (headers over the common 16 KB limit): status 0, told as such.
      if (error.code?.startsWith('HPE_')) resolve({ status: 0, headers: {}, body: `unreadable answer: ${error.code}`, streamed: false });
      else reject(error);
    });
    req.end(body);
  });
}
