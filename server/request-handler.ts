import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestInfo } from '@/app/api/context';
import { REQUEST_ID_HEADER, newRequestId } from '@/lib/auth/request-info';
import { API_CSP, applySecurityHeaders, securityHeaders } from '@/lib/auth/security-headers';
import { errorBody, flotaError, type FlotaErrorCode } from '@/lib/fleet/errors';
import { FLEET_TIME_HEADER, formatFleetTime } from '@/lib/fleet/fleet-time-header';
import type { FleetTime } from '@/lib/gateway/service-clock';
import { MAX_BODY_BYTES, sendWebResponse, toWebRequest } from './web-bridge';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
/** The API as a web-standard function; `url` is the request's, parsed once already. */
export type ApiAnswer = (request: Request, info: RequestInfo, url: URL) => Promise<Response>;

/** The headers every answer carries, over plain HTTP and over HTTPS (HSTS). */
const SECURITY_HEADERS = { http: Object.entries(securityHeaders(false)), https: Object.entries(securityHeaders(true)) };

/**
 * What happens to every request, in this order: it gets an id and the security headers on its
 * answer; `/api` (after `..` is resolved) also gets the API's Content-Security-Policy and goes
 * to our router with the socket's own address; anything else goes to Next (pages, static files,
 * redirects), where proxy.ts guards pages and gives each its CSP with a nonce.
 */
export function createRequestHandler({ next, api, fleetTime }: { next: NodeHandler; api: ApiAnswer; fleetTime?: FleetTime }) {
  return function handleRequest(req: IncomingMessage, res: ServerResponse): void {
    const solicitud = newRequestId();
    const info: RequestInfo = { solicitud, socketAddress: req.socket.remoteAddress, https: isHttps(req) };
    for (const [name, value] of SECURITY_HEADERS[info.https ? 'https' : 'http']) res.setHeader(name, value);
    res.setHeader('X-Solicitud', solicitud);
    const url = requestUrl(req);
    if (url === null) return sendError(res, 'solicitud_invalida', info);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      res.setHeader('Content-Security-Policy', API_CSP);
      serveApi(req, res, url, info, api).catch(() => res.destroy());
      return;
    }
    // Whatever the caller sent under these names is replaced: pages quote the server's id, and
    // render "now" on the fleet's clock (the gateway's service clock), which the browser learns.
    req.headers[REQUEST_ID_HEADER] = solicitud;
    delete req.headers[FLEET_TIME_HEADER];
    stampFleetTime(req, fleetTime)
      .then(() => next(req, res))
      .catch((error: unknown) => {
        console.error(`[flota] ${req.method} ${url.pathname} ${solicitud}: ${error instanceof Error ? error.message : 'error desconocido'}`);
        if (!res.headersSent) sendError(res, 'error_interno', info);
        else res.destroy();
      });
  };
}

/** The first page after start waits for the service's time, as the first `/api` request does. */
async function stampFleetTime(req: IncomingMessage, fleetTime: FleetTime | undefined): Promise<void> {
  if (!fleetTime) return;
  await fleetTime.ready();
  req.headers[FLEET_TIME_HEADER] = formatFleetTime(fleetTime.now());
}

async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL, info: RequestInfo, api: ApiAnswer): Promise<void> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return sendError(res, 'solicitud_demasiado_grande', info);
  let request: Request;
  try {
    request = toWebRequest(req, res, url);
  } catch {
    // A header undici refuses (Node's parser let it through): the request is malformed.
    return sendError(res, 'solicitud_invalida', info);
  }
  await sendWebResponse(await api(request, info, url), res);
}

/**
 * The request's URL as the server reads it. The path is taken as sent (`//` stays, so a path
 * is never read as a host); `.` and `..` segments are resolved as a browser would.
 */
function requestUrl(req: IncomingMessage): URL | null {
  const target = req.url ?? '/';
  const host = /^[\w.:[\]-]+$/.test(req.headers.host ?? '') ? (req.headers.host as string) : 'localhost';
  if (target.startsWith('/')) return URL.parse(`http://${host}${target}`);
  // The absolute form proxies use (`GET http://host/path`): only its path and query count.
  const absolute = URL.parse(target);
  return absolute && /^https?:$/.test(absolute.protocol) ? URL.parse(`http://${host}${absolute.pathname}${absolute.search}`) : null;
}

/** As a TLS-terminating reverse proxy tells it; a spoofed one only gets its sender HSTS and Secure cookies. */
function isHttps(req: IncomingMessage): boolean {
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim() === 'https';
}

/** An answer of the server's own, in the API's error shape and with the API's headers. */
export function sendError(res: ServerResponse, codigo: FlotaErrorCode, { solicitud, https }: Pick<RequestInfo, 'solicitud' | 'https'>): void {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  applySecurityHeaders(headers, { https, solicitud, csp: API_CSP });
  res.writeHead(flotaError(codigo).status, Object.fromEntries(headers));
  res.end(JSON.stringify(errorBody(codigo, solicitud)));
}
