import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the `setup` project keeps each e2e user's cookies. No test imports here: the config reads it. */
export const CONTRASENA_E2E = 'flota-demo';

/** One user per role, all clients of the key; `gerente-sur` sees only client cli_1001. */
export const USUARIOS_E2E = ['despacho', 'supervisor', 'gerente', 'admin', 'gerente-sur'] as const;
export type UsuarioE2E = (typeof USUARIOS_E2E)[number];

export const SIN_SESION = { cookies: [], origins: [] };

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
