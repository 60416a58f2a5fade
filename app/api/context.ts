import 'server-only';
import type { ApiAccess } from '@/lib/auth/api-access';
import type { Gateway } from '@/lib/gateway/gateway';

/** What the server knows of a request beyond the Request itself. */
export interface RequestInfo {
  /** Our id for this request: in the `X-Solicitud` header, error bodies and log lines. */
  solicitud: string;
  /** The socket's own address (never a header's), for the sign-in lock-out. */
  socketAddress: string | undefined;
  /** Came over HTTPS (as a TLS-terminating proxy tells with `X-Forwarded-Proto`). */
  https: boolean;
}

/** What every handler gets beside its Request. */
export interface ApiContext extends RequestInfo {
  url: URL;
  /** The path segments the route's pattern names (`:id`), percent-decoded, still unvalidated. */
  params: Readonly<Record<string, string>>;
}

/** What the handlers of signed-in routes get: the gateway, and who asks with which client scope. */
export interface GatewayContext extends ApiContext {
  gateway: Gateway;
  access: ApiAccess;
}

/** A handler: web-standard Request in, Response out, with what the router learned about the request. */
export type PublicHandler = (request: Request, context: ApiContext) => Promise<Response>;
export type GatewayHandler = (request: Request, context: GatewayContext) => Promise<Response>;
