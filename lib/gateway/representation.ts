import 'server-only';
import { createHash } from 'node:crypto';

/**
 * One JSON answer serialized once and shared by every request for it, with a strong ETag of
 * its bytes. Compression is left to the server: Next.js drops a `Content-Encoding` set by a
 * route handler (next/dist/server/send-response.js) and gzips the body itself (`compress`).
 */
export class Representation {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;

  constructor(value: unknown) {
    this.body = new TextEncoder().encode(JSON.stringify(value));
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  /** Answers 304 when the browser already holds this version. */
  respond(request: Request): Response {
    const headers = { etag: this.etag, vary: 'Accept-Encoding', 'cache-control': 'private, no-cache' };
    if (this.matches(request.headers.get('if-none-match'))) return new Response(null, { status: 304, headers });
    return new Response(this.body, { status: 200, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } });
  }

  /** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a `W/` prefix still matches. */
  private matches(ifNoneMatch: string | null): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === this.etag);
  }
}
