import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the `setup` project keeps each e2e user's cookies. No test imports here: the config reads it. */
export const CONTRASENA_E2E = 'flota-demo';

/** One user per role, all clients of the key; `gerente-sur` sees only client cli_1001. */
export const USUARIOS_E2E = ['despacho', 'supervisor', 'gerente', 'admin', 'gerente-sur'] as const;
export type UsuarioE2E = (typeof USUARIOS_E2E)[number];

export const SIN_SESION = { cookies: [], origins: [] };

/**
 * How every Flota server of the e2e suite signs people in: the webServer's and those specs
 * start themselves. Cookies do not tell ports apart, so with one users file and one secret the
 * saved sessions open all of them. playwright.config.ts puts these in the environment.
 */
export const E2E_AUTH_ENV = {
  FLOTA_USERS_FILE: 'e2e/fixtures/users.json',
  FLOTA_SESSION_SECRET: 'e2e-secreto-de-sesion-solo-para-pruebas-0123456789',
  // As behind one reverse proxy: each spec sends its own X-Forwarded-For (`direccionPropia`), so
  // a reused server never locks 127.0.0.1 out. auth-server.spec.ts checks the default (none).
  FLOTA_TRUSTED_PROXIES: '1',
} as const;

const CARPETA = fileURLToPath(new URL('../.auth/', import.meta.url));

export function storageStatePath(usuario: UsuarioE2E): string {
  return `${CARPETA}${usuario}.json`;
}

/** `flota_sesion=…` for requests made without Playwright's cookie jar. */
export function sessionCookie(usuario: UsuarioE2E = 'admin'): string {
  const estado = JSON.parse(readFileSync(storageStatePath(usuario), 'utf8')) as { cookies: { name: string; value: string }[] };
  const cookie = estado.cookies.find(({ name }) => name === 'flota_sesion');
  if (!cookie) throw new Error(`No hay sesión guardada para ${usuario}: corré el proyecto "setup".`);
  return `${cookie.name}=${cookie.value}`;
}

/**
 * A caller address of its own (IPv6 documentation range), sent as a reverse proxy would in
 * X-Forwarded-For: failed sign-ins count per address for 15 minutes, and a reused server must
 * not lock 127.0.0.1 out after a few runs of the suite.
 */
export function direccionPropia(): Record<string, string> {
  const azar = () => Math.floor(Math.random() * 0xffff).toString(16);
  return { 'x-forwarded-for': `2001:db8::${azar()}:${azar()}:${azar()}` };
}
