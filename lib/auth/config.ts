import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Sign-in settings, validated once. Demo mode (the embedded Fleet API and no users file) has
 * the demo users; a real Fleet API needs a users file, since it shows real people's vehicles.
 */
const vacioEsAusente = (valor: unknown) => (typeof valor === 'string' && valor.trim() === '' ? undefined : valor);

const entornoSchema = z.object({
  FLEET_API_BASE_URL: z.preprocess(vacioEsAusente, z.string().optional()),
  FLOTA_USERS_FILE: z.preprocess(vacioEsAusente, z.string().optional()),
  FLOTA_SESSION_SECRET: z.preprocess(
    vacioEsAusente,
    z.string().min(32, 'FLOTA_SESSION_SECRET debe tener al menos 32 caracteres').optional(),
  ),
  FLOTA_SESSION_HOURS: z.preprocess(
    vacioEsAusente,
    z.coerce.number().int().min(1).max(168, 'FLOTA_SESSION_HOURS va de 1 a 168').default(12),
  ),
  FLOTA_TRUSTED_PROXIES: z.preprocess(
    vacioEsAusente,
    z.coerce.number().int().min(0).max(10, 'FLOTA_TRUSTED_PROXIES va de 0 a 10').default(0),
  ),
});

export interface ConfigAuth {
  modo: 'demo' | 'archivo';
  archivoUsuarios: string | null;
  secreto: string;
  horasSesion: number;
  /** Reverse proxies in front whose `X-Forwarded-For` entries are believed (0: the socket's address). */
  proxiesDeConfianza: number;
}

export class ErrorConfigAuth extends Error {
  constructor(mensaje: string) {
    super(mensaje);
    this.name = 'ErrorConfigAuth';
  }
}

export function resolveAuthConfig(entorno: Record<string, string | undefined>): ConfigAuth {
  const leido = entornoSchema.safeParse(entorno);
  if (!leido.success) {
    throw new ErrorConfigAuth(leido.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  const { FLEET_API_BASE_URL, FLOTA_USERS_FILE, FLOTA_SESSION_SECRET, FLOTA_SESSION_HOURS, FLOTA_TRUSTED_PROXIES } = leido.data;
  const embebida = FLEET_API_BASE_URL === undefined;
  if (!embebida && FLOTA_USERS_FILE === undefined) {
    throw new ErrorConfigAuth(
      'Con una Fleet API real (FLEET_API_BASE_URL) Flota necesita un archivo de usuarios: ' +
        'crealo con `npm run user:add` y definí FLOTA_USERS_FILE con su ruta.',
    );
  }
  if (!embebida && FLOTA_SESSION_SECRET === undefined) {
    throw new ErrorConfigAuth(
      'Con una Fleet API real (FLEET_API_BASE_URL) definí FLOTA_SESSION_SECRET (al menos 32 caracteres al azar, ' +
        'por ejemplo `openssl rand -base64 32`).',
    );
  }
  return {
    modo: FLOTA_USERS_FILE === undefined ? 'demo' : 'archivo',
    archivoUsuarios: FLOTA_USERS_FILE ?? null,
    // On the embedded API a secret made at start is enough: sessions just end on restart.
    // process.env is the one place the server's API and Next's pages (proxy.ts) both read.
    secreto: FLOTA_SESSION_SECRET ?? (entorno.FLOTA_SESSION_SECRET = randomBytes(32).toString('base64url')),
    horasSesion: FLOTA_SESSION_HOURS,
    proxiesDeConfianza: FLOTA_TRUSTED_PROXIES,
  };
}

let configuracion: ConfigAuth | undefined;

/** The process's settings; throws `ErrorConfigAuth` with a message for people when they are wrong. */
export function authConfig(): ConfigAuth {
  configuracion ??= resolveAuthConfig(process.env);
  return configuracion;
}
