import type { IncomingHttpHeaders } from 'node:http';
import { SimError } from '../http/sim-error';
import { type ApiKey, type KeyRegistry, normalizeIp } from './keys';

export type AuthOutcome = { ok: true; key: ApiKey } | { ok: false; error: SimError; invalidKey: boolean };

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The key comes from `Authorization: Bearer` or `X-Api-Key`, never from the URL (docs/fleet-api.md#authentication).
 * Returns null when no key was presented and '' when the header is there but not a Bearer key.
 */
export function presentedKey(headers: IncomingHttpHeaders): string | null {
  const authorization = headers.authorization;
  if (authorization !== undefined && authorization.trim() !== '') return BEARER.exec(authorization)?.[1] ?? '';
  const apiKey = headers['x-api-key'];
  const value = Array.isArray(apiKey) ? apiKey[0] : apiKey;
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

/** The key states of docs/fleet-api.md#key-states, checked in the order a person would fix them. */
export function authenticate(registry: KeyRegistry, headers: IncomingHttpHeaders, ip: string, now: number): AuthOutcome {
  const presented = presentedKey(headers);
  if (presented === null) return fail('no_autenticado', false);
  const key = registry.find(presented);
  if (!key) return fail('clave_invalida', true);
  if (key.config.status === 'revoked') return fail('clave_revocada', false);
  if (key.expiresMs !== null && now >= key.expiresMs) return fail('clave_vencida', false);
  if (key.config.status === 'paused') return fail('clave_pausada', false);
  if (key.allowedIps && !key.allowedIps.has(normalizeIp(ip))) return fail('ip_no_autorizada', false);
  return { ok: true, key };
}

function fail(codigo: ConstructorParameters<typeof SimError>[0], invalidKey: boolean): AuthOutcome {
  return { ok: false, error: new SimError(codigo), invalidKey };
}
