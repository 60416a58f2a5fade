import { pagesOf, roleCanOpen } from './page-policy';
import type { Role } from './roles';

export const SIGN_IN_PAGE = '/ingresar';

const BASE = 'http://flota.invalid';

/**
 * Where to go after signing in: the page that was asked for when it is one of ours and the
 * role may open it, otherwise the role's first page. Only same-origin paths pass, so the
 * `volver` parameter cannot send anyone to another site (`//evil.example`, `/\evil.example`).
 */
export function pathAfterSignIn(rol: Role, volver: string | null | undefined): string {
  const inicio = pagesOf(rol)[0]?.ruta ?? '/';
  if (!volver || !volver.startsWith('/') || volver.startsWith('//') || volver.includes('\\')) return inicio;
  let url: URL;
  try {
    url = new URL(volver, BASE);
  } catch {
    return inicio;
  }
  if (url.origin !== BASE || url.pathname.startsWith('/api/') || url.pathname === SIGN_IN_PAGE) return inicio;
  return roleCanOpen(rol, url.pathname) ? `${url.pathname}${url.search}${url.hash}` : inicio;
}

/** The longest `volver` the sign-in form accepts back (session-schema.ts). */
export const RETURN_PATH_MAX = 2_048;

/**
 * The sign-in address that brings a person back to `ruta` afterwards. A path too long to come
 * back through the form keeps only its page (its query dropped), so that the redirect stays a
 * size every client reads and the sign-in after it is not refused.
 */
export function signInPathFor(ruta: string): string {
  const volver = ruta.length <= RETURN_PATH_MAX ? ruta : ruta.split('?')[0]!.slice(0, RETURN_PATH_MAX);
  return volver === '/' ? SIGN_IN_PAGE : `${SIGN_IN_PAGE}?${new URLSearchParams({ volver })}`;
}
