import 'server-only';
import { authorizeApi, type Acceso } from '@/lib/auth/api-access';
import { CABECERA_SOLICITUD, newRequestId } from '@/lib/auth/request-info';
import { errorAnswer } from './error-response';
import { getGateway, type Gateway } from './gateway';

export interface RouteContext<P> {
  request: Request;
  url: URL;
  /** Path segments as Next gives them: still unvalidated. */
  params: P;
  /** Our id for this request: in the `x-solicitud` header and in error bodies. */
  solicitud: string;
  gateway: Gateway;
  /** Who asks, and which of the key's clients they may see: every handler applies `acceso.alcance`. */
  acceso: Acceso;
}

type Handler<P> = (context: RouteContext<P>) => Promise<Response>;
type NextContext<P> = { params: Promise<P> };

/**
 * The one wrapper every `/api` handler goes through: request id (the one `proxy.ts` gave the
 * request), session and role (lib/auth), error mapping, one log line.
 */
export function route<P extends Record<string, string> = Record<string, string>>(name: string, handler: Handler<P>) {
  return async function GET(request: Request, context?: NextContext<P>): Promise<Response> {
    const started = performance.now();
    const solicitud = request.headers.get(CABECERA_SOLICITUD) ?? newRequestId();
    let gateway: Gateway | undefined;
    try {
      const autorizado = await authorizeApi(request, solicitud, name);
      if (!autorizado.ok) return autorizado.respuesta;
      gateway = getGateway();
      const params = ((await context?.params) ?? {}) as P;
      const { acceso } = autorizado;
      const response = await handler({ request, url: new URL(request.url), params, solicitud, gateway, acceso });
      response.headers.set('x-solicitud', solicitud);
      return response;
    } catch (error) {
      if (request.signal.aborted) return new Response(null, { status: 499 });
      const answer = errorAnswer(error, solicitud);
      const ms = Math.round(performance.now() - started);
      const fields = { ruta: name, solicitud, estado: answer.status, codigo: answer.body.error.codigo, ms };
      if (answer.status >= 500) gateway?.log.error(describe(error), fields);
      else gateway?.log.info('solicitud rechazada', fields);
      if (!gateway) console.error(`[flota] ${name} ${solicitud}: ${describe(error)}`);
      return Response.json(answer.body, {
        status: answer.status,
        headers: { ...answer.headers, 'x-solicitud': solicitud, 'cache-control': 'no-store' },
      });
    }
  };
}

/** Enough to find the fault, never a stack into a response; the logger redacts the key. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'error desconocido';
}
