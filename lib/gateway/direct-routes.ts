import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CABECERA_SOLICITUD, esHttps, newRequestId } from '@/lib/auth/request-info';
import { API_CSP, applySecurityHeaders } from '@/lib/auth/security-headers';
import { errorAnswer } from './error-response';

/**
 * The hottest reads (every open map asks for positions every few seconds) answered in front of
 * Next.js by `server.mjs`, which otherwise spends far more on each request (proxy, router,
 * render pipeline) than the answer itself costs. The answer is the route's own `GET`, with its
 * session, role, scope and revocation checks; what `proxy.ts` adds on Next's path (a request id,
 * the security headers and the API's policy) is added here with the same functions.
 *
 * Direct routes answer from memory: their request carries no signal for a browser that leaves
 * (following one costs an abort listener per request, removed in bursts by undici's finalizer).
 *
 * `server.mjs` is not bundled by Next, so it finds the dispatcher on `globalThis` under
 * DIRECT_ROUTES (registered by instrumentation.ts): it answers true when it took the request.
 */
export const DIRECT_ROUTES = Symbol.for('flota.rutasDirectas');

type Answer = (request: Request) => Promise<Response>;
type Dispatcher = (req: IncomingMessage, res: ServerResponse) => boolean;
type Slot = { [DIRECT_ROUTES]?: Dispatcher };

/** Only GET on the exact path: anything else (HEAD, a trailing slash, another route) stays with Next. */
export function installDirectRoutes(routes: Readonly<Record<string, Answer>>): void {
  (globalThis as Slot)[DIRECT_ROUTES] = (req, res) => {
    if (req.method !== 'GET' || !req.url?.startsWith('/api/')) return false;
    const url = URL.parse(req.url, `http://${req.headers.host ?? 'localhost'}`);
    const answer = url && Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
    if (!url || !answer) return false;
    // Only a socket that broke mid-answer gets here: nothing is left to answer on it.
    serve(answer, url, req, res).catch(() => res.destroy());
    return true;
  };
}

async function serve(answer: Answer, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const solicitud = newRequestId();
  const headers = new Headers();
  let response: Response;
  try {
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else for (const each of value ?? []) headers.append(name, each);
    }
    headers.set(CABECERA_SOLICITUD, solicitud);
    response = await answer(new Request(url, { headers }));
  } catch (error) {
    // The route wrapper maps its own errors; this is the last net for anything outside it.
    const fallo = errorAnswer(error, solicitud);
    response = Response.json(fallo.body, { status: fallo.status, headers: { ...fallo.headers, 'cache-control': 'no-store' } });
  }
  applySecurityHeaders(response.headers, { https: esHttps(headers), solicitud, csp: API_CSP });
  await send(response, res);
}

/** Through `res.setHeader`, so the encoded-responses bridge turns the coding header into Content-Encoding. */
async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (body) res.setHeader('content-length', body.byteLength);
  res.end(body);
}
