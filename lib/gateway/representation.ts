import 'server-only';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // A middle quality: a 10,000-vehicle snapshot compresses in tens of milliseconds, once per poll.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

const SUFFIX: Record<Encoding | 'identity', string> = { identity: '', br: '-br', gzip: '-gz' };

/**
 * One JSON answer serialized once and shared by every request for it: its bytes, a strong ETag
 * (per content coding, as RFC 9110 asks) and each compressed form, made on first need.
 */
export class Representation {
  readonly body: Buffer;
  private readonly hash: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(value: unknown) {
    this.body = Buffer.from(JSON.stringify(value));
    this.hash = createHash('sha1').update(this.body).digest('base64url').slice(0, 22);
  }

  /** Answers 304 when the browser holds this version, else the body in the best coding it accepts. */
  async respond(request: Request, headers: Record<string, string> = {}): Promise<Response> {
    const encoding = negotiate(request.headers.get('accept-encoding'));
    const etag = `"${this.hash}${SUFFIX[encoding]}"`;
    const common = { ...headers, etag, vary: 'Accept-Encoding', 'cache-control': 'private, no-cache' };
    if (this.matches(request.headers.get('if-none-match'))) return new Response(null, { status: 304, headers: common });
    const body = encoding === 'identity' ? this.body : await this.encode(encoding);
    const coding: Record<string, string> = encoding === 'identity' ? {} : { 'content-encoding': encoding };
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: { ...common, ...coding, 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) },
    });
  }

  private matches(ifNoneMatch: string | null): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => {
      const opaque = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
      return opaque === this.hash || Object.values(SUFFIX).some((s) => s && opaque === `${this.hash}${s}`);
    });
  }

  private encode(encoding: Encoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending = compressors[encoding](this.body);
      this.encoded.set(encoding, pending);
    }
    return pending;
  }
}

/** Prefers br, then gzip; honours `q=0`. */
export function negotiate(acceptEncoding: string | null): Encoding | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
