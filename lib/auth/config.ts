import 'server-only';
import { type ServerEnv, serverEnv } from '@/lib/env/server';

/**
 * Sign-in settings. Demo mode (the embedded Fleet API and no users file) has the demo users; a
 * real Fleet API needs a users file and a session secret, which the environment's schema demands.
 */
export interface AuthConfig {
  modo: 'demo' | 'archivo';
  archivoUsuarios: string | null;
  secreto: string;
  horasSesion: number;
  /** Reverse proxies in front whose `X-Forwarded-For` entries are believed (0: the socket's address). */
  proxiesDeConfianza: number;
}

export function resolveAuthConfig(env: ServerEnv): AuthConfig {
  return {
    modo: env.FLOTA_USERS_FILE === undefined ? 'demo' : 'archivo',
    archivoUsuarios: env.FLOTA_USERS_FILE ?? null,
    secreto: env.FLOTA_SESSION_SECRET,
    horasSesion: env.FLOTA_SESSION_HOURS,
    proxiesDeConfianza: env.FLOTA_TRUSTED_PROXIES,
  };
}

let current: AuthConfig | undefined;

export function authConfig(): AuthConfig {
  current ??= resolveAuthConfig(serverEnv());
  return current;
}
