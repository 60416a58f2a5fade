import 'server-only';
import { createHash } from 'node:crypto';
import { chooseCoding, encode, MIN_COMPRESSED_BYTES, type Coding } from './content-coding';

/**
 * One JSON answer serialized once and shared by every request for it, with a strong ETag of its
 * bytes, and compressed at most once per coding, when the first viewer asks for that coding:
 * every later viewer gets the same compressed bytes, with their Content-Encoding set here.
 */
export class Representation {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  private readonly variants = new Map<Exclude<Coding, 'identity'>, Promise<Uint8Array<ArrayBuffer>>>();
  private preparing: Promise<void> | null = null;
  private compressed = false;
  /** Every name this version goes by, one per coding: read by each conditional request. */
  private readonly names: ReadonlySet<string>;

  constructor(value: unknown) {
    this.body = new TextEncoder().encode(JSON.stringify(value));
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
    this.names = new Set([this.etag, this.etagOf('br'), this.etagOf('gzip')]);
  }

  /**
   * Starts compressing the coding most browsers ask for (brotli) before any of them waits on it;
   * settles once that is done (or failed: the next viewer tries again).
   */
  prepare(): Promise<void> {
    if (this.prepared) return Promise.resolve();
    this.preparing ??= this.variant('br').then(
      () => {
        this.compressed = true;
      },
      () => {
        this.preparing = null;
      },
    );
    return this.preparing;
  }

  /** Whether most browsers can be answered at once: brotli is ready, or this answer is too small to compress. */
  get prepared(): boolean {
    return this.compressed || this.body.byteLength < MIN_COMPRESSED_BYTES;
  }

  /** Answers 304 when the browser already holds this version (in any coding), else the bytes in the best coding it accepts. */
  async respond(request: Request): Promise<Response> {
    const coding = this.codingFor(request);
    const etag = this.etagOf(coding);
    const headers: Record<string, string> = { etag, vary: 'Accept-Encoding', 'cache-control': 'private, no-cache' };
    if (this.matches(request.headers.get('if-none-match'))) return new Response(null, { status: 304, headers });
    headers['content-type'] = 'application/json; charset=utf-8';
    if (coding === 'identity') return new Response(this.body, { status: 200, headers });
    headers['content-encoding'] = coding;
    return new Response(await this.variant(coding), { status: 200, headers });
  }

  private codingFor(request: Request): Coding {
    if (this.body.byteLength < MIN_COMPRESSED_BYTES) return 'identity';
    return chooseCoding(request.headers.get('accept-encoding'));
  }

  private variant(coding: Exclude<Coding, 'identity'>): Promise<Uint8Array<ArrayBuffer>> {
    let variant = this.variants.get(coding);
    if (!variant) {
      variant = encode(this.body, coding);
      // A failed compression is not kept: the next viewer tries again.
      variant.catch(() => this.variants.delete(coding));
      this.variants.set(coding, variant);
    }
    return variant;
  }

  /** A strong ETag per coding (RFC 9110 §8.8.3: the bytes differ), all naming this version. */
  private etagOf(coding: Coding): string {
    return coding === 'identity' ? this.etag : `${this.etag.slice(0, -1)}-${coding}"`;
  }

  /** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a `W/` prefix still matches. */
  private matches(ifNoneMatch: string | null): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => this.names.has(tag.trim().replace(/^W\//, '')));
  }
}
