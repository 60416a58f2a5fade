import 'server-only';
import { randomUUID } from 'node:crypto';
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
}

type Handler<P> = (context: RouteContext<P>) => Promise<Response>;
type NextContext<P> = { params: Promise<P> };

/**
 * The one wrapper every `/api` handler goes through: request id, error mapping, one log line.
 * Checks that apply to every route (session, role, client scope) belong here.
 */
export function route<P extends Record<string, string> = Record<string, string>>(name: string, handler: Handler<P>) {
  return async function GET(request: Request, context?: NextContext<P>): Promise<Response> {
    const started = performance.now();
    const solicitud = `flo_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    let gateway: Gateway | undefined;
    try {
      gateway = getGateway();
      const params = ((await context?.params) ?? {}) as P;
      const response = await handler({ request, url: new URL(request.url), params, solicitud, gateway });
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
