import 'server-only';
import type { z } from 'zod';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import type { ServerEnv } from '@/lib/env/server';
import type { FleetCall } from './fleet-calls';
import { GatewayError } from './gateway-error';

export interface RateReport {
  limit: number;
  remaining: number;
}

export interface SendOptions {
  signal?: AbortSignal;
  /** Sees the `X-RateLimit-*` headers of every answer, success or not. */
  onRate?: (rate: RateReport) => void;
}

export interface UpstreamClient {
  send<S extends z.ZodType>(call: FleetCall<S>, options?: SendOptions): Promise<z.infer<S>>;
  /** Removes the key from a text (a log line, an error) in case it ever got there. */
  redact(text: string): string;
}

/** A Fleet API and the key to call it with. */
export interface UpstreamTarget {
  baseUrl: string;
  key: string;
}

/**
 * Where the gateway sends requests: the configured service. Without one, the server starts the
 * embedded Fleet API and hands its target to the gateway it creates (server/embedded-api.ts).
 */
export function resolveUpstreamTarget(env: ServerEnv): UpstreamTarget {
  if (env.FLEET_API_BASE_URL && env.FLEET_API_KEY) return { baseUrl: env.FLEET_API_BASE_URL, key: env.FLEET_API_KEY };
  throw new Error('Flota no tiene un Fleet API configurado: definí FLEET_API_BASE_URL y FLEET_API_KEY.');
}

/**
 * The only code that holds the key and sets the `Authorization` header (docs/fleet-api.md#authentication).
 * Every answer is parsed with the lib/fleet schemas; unknown extra fields are dropped (docs/fleet-api.md#versioning).
 */
export function createUpstreamClient(target: UpstreamTarget, timeoutMs: number): UpstreamClient {
  const base = target.baseUrl.replace(/\/+$/, '');
  const authorization = `Bearer ${target.key}`;

  async function send<S extends z.ZodType>(call: FleetCall<S>, options: SendOptions = {}): Promise<z.infer<S>> {
    const query = new URLSearchParams(call.query).toString();
    const url = `${base}${call.path}${query ? `?${query}` : ''}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { headers: { authorization, accept: 'application/json' }, signal });
      text = await response.text();
    } catch {
      if (options.signal?.aborted) throw options.signal.reason;
      if (timeout.aborted) throw GatewayError.unreachable('El Fleet API no respondió a tiempo.', true);
      throw GatewayError.unreachable('No se pudo conectar con el Fleet API.', false);
    }
    const body = parseJson(text);
    const rate = readRate(response.headers);
    if (rate) options.onRate?.(rate);
    if (!response.ok) throw upstreamError(response, body, call.permiso);
    const parsed = call.schema.safeParse(body);
    if (!parsed.success) {
      throw new GatewayError({
        codigo: 'respuesta_invalida',
        status: 502,
        mensaje: `El Fleet API respondió datos con un formato inesperado en ${call.path}.`,
        origen: 'upstream',
      });
    }
    return parsed.data;
  }

  return {
    send,
    redact: (text) => text.split(target.key).join('[clave]'),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readRate(headers: Headers): RateReport | null {
  const limit = Number(headers.get('x-ratelimit-limit'));
  const remaining = Number(headers.get('x-ratelimit-remaining'));
  if (!headers.has('x-ratelimit-limit') || !Number.isFinite(limit) || !Number.isFinite(remaining)) return null;
  return { limit, remaining };
}

function upstreamError(response: Response, body: unknown, permiso: string | null): GatewayError {
  const parsed = errorBodySchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : null;
  return new GatewayError({
    codigo: error?.codigo ?? codeForStatus(response.status),
    status: response.status,
    mensaje: error?.mensaje,
    solicitud: error?.solicitud ?? null,
    retryAfterS: readRetryAfter(response.headers.get('retry-after')),
    permiso,
    origen: 'upstream',
  });
}

function codeForStatus(status: number): string {
  if (status === 429) return 'demasiadas_solicitudes';
  if (status === 503 || status === 502 || status === 504) return 'servicio_no_disponible';
  return 'error_interno';
}

/** `Retry-After` is whole seconds or an HTTP date. */
function readRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
