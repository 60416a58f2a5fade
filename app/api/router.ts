import 'server-only';
import { authorizeApi } from '@/lib/auth/api-access';
import { accessError } from '@/lib/auth/auth-errors';
import { errorAnswer } from '@/lib/gateway/error-response';
import { FLEET_TIME_HEADER, formatFleetTime } from '@/lib/fleet/fleet-time-header';
import { getGateway, type Gateway } from '@/lib/gateway/gateway';
import type { GatewayHandler, PublicHandler, RequestInfo } from './context';
import { API_ROUTES, type ApiRoute, type Method } from './routes';

type Segment = string | { param: string };
interface CompiledRoute {
  route: ApiRoute;
  segments: Segment[];
  /** The route's methods, for `Allow`. */
  allow: string[];
}

const ROUTES: readonly CompiledRoute[] = API_ROUTES.map((route) => ({
  route,
  segments: route.pattern.split('/').map((part) => (part.startsWith(':') ? { param: part.slice(1) } : part)),
  allow: Object.keys(route.methods),
}));

/** The route a path names, with its parameters percent-decoded; null for a path no route has. */
export function matchRoute(pathname: string): { compiled: CompiledRoute; params: Record<string, string> } | null {
  const parts = pathname.split('/');
  for (const compiled of ROUTES) {
    if (compiled.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = compiled.segments.every((segment, i) => {
      const part = parts[i] as string;
      if (typeof segment === 'string') return segment === part;
      if (part === '') return false;
      params[segment.param] = decodeSegment(part);
      return true;
    });
    if (fits) return { compiled, params };
  }
  return null;
}

/** A segment that does not decode (`%E0%A4%A`) is handed on as sent: the handler's id check refuses it (400). */
function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The whole of `/api`, web-standard: every request gets its route (else `404 ruta_inexistente`),
 * its method checked (else `405 metodo_no_permitido` with `Allow`), a same-origin check when it
 * changes something, the sign-in and role check its route asks for, and its handler; whatever the
 * handler throws becomes an answer in the error shape, never a stack. Every answer carries the
 * request id; the server (server/request-handler.ts) adds the security headers.
 */
export async function answerApi(request: Request, info: RequestInfo, url = new URL(request.url)): Promise<Response> {
  const started = performance.now();
  const matched = matchRoute(url.pathname);
  let response: Response;
  if (matched === null) response = accessError('ruta_inexistente', info.solicitud);
  else {
    const { compiled, params } = matched;
    try {
      response = await dispatch(request, url, compiled, params, info);
    } catch (error) {
      response = failure(error, request, compiled.route.pattern, info, started);
    }
  }
  return withRequestId(response, info.solicitud);
}

async function dispatch(request: Request, url: URL, { route, allow }: CompiledRoute, params: Record<string, string>, info: RequestInfo): Promise<Response> {
  const { solicitud } = info;
  const handler = route.methods[request.method as Method];
  if (!handler || !Object.hasOwn(route.methods, request.method)) {
    return accessError('metodo_no_permitido', solicitud, { mensaje: `Esta ruta admite solo ${spanishList(allow)}.`, headers: { Allow: allow.join(', ') } });
  }
  if (request.method !== 'GET' && !sameOrigin(request)) return accessError('origen_no_permitido', solicitud);
  const context = { ...info, url, params };
  if (route.requires === 'public') return (handler as PublicHandler)(request, context);
  const authorization = await authorizeApi(request, url, route.requires, solicitud);
  if (!authorization.ok) return authorization.response;
  const gateway = getGateway();
  // Ranges, "today" and ages are the fleet's: the first request waits for the service's time.
  if (!gateway.serviceClock.known) await gateway.serviceClock.ready();
  return withFleetTime(await (handler as GatewayHandler)(request, { ...context, gateway, access: authorization.access }), gateway);
}

/** One log line per refused or failed request, and the answer in the error shape. */
function failure(error: unknown, request: Request, pattern: string, { solicitud }: RequestInfo, started: number): Response {
  // The caller left: nobody reads this answer.
  if (request.signal.aborted) return new Response(null, { status: 499 });
  const answer = errorAnswer(error, solicitud);
  const fields = { ruta: pattern, solicitud, estado: answer.status, codigo: answer.body.error.codigo, ms: Math.round(performance.now() - started) };
  const log = getGateway().log;
  if (answer.status >= 500) log.error(describe(error), fields);
  else log.info('solicitud rechazada', fields);
  return Response.json(answer.body, { status: answer.status, headers: { ...answer.headers, 'cache-control': 'no-store' } });
}

/** Enough to find the fault, never a stack into a response; the logger redacts the key. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'error desconocido';
}

/** Browsers send Origin on every POST and DELETE; one from another site is a forged request. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return URL.parse(origin)?.host === host;
}

function spanishList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** The fleet's time as the answer leaves, for the browser's own offset (lib/client/fleet-clock.ts). */
function withFleetTime(response: Response, gateway: Gateway): Response {
  return gateway.serviceClock.known ? withHeader(response, FLEET_TIME_HEADER, formatFleetTime(gateway.serviceClock.now())) : response;
}

function withRequestId(response: Response, solicitud: string): Response {
  return withHeader(response, 'x-solicitud', solicitud);
}

/** A handler's Response may have immutable headers (Response.redirect): then it is copied first. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}
