import 'server-only';
import { chooseCoding, encode, MIN_COMPRESSED_BYTES } from './content-coding';

const encoder = new TextEncoder();

/**
 * A JSON answer made for one request, compressed where it is answered when it is large and the
 * browser accepts a coding we store (brotli, else gzip): a vehicle list or a week's route is
 * megabytes of text that compress tenfold. Off the event loop (zlib's thread pool). Answers
 * shared by many viewers keep one compressed copy instead (representation.ts).
 */
export async function jsonAnswer(request: Request, value: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Promise<Response> {
  const body = encoder.encode(JSON.stringify(value));
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding', ...init.headers };
  const coding = body.byteLength < MIN_COMPRESSED_BYTES ? 'identity' : chooseCoding(request.headers.get('accept-encoding'));
  if (coding === 'identity') return new Response(body, { status: init.status, headers });
  return new Response(await encode(body, coding), { status: init.status, headers: { ...headers, 'content-encoding': coding } });
}
