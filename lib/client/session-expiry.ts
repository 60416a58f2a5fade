import { signInPathFor } from '@/lib/auth/return-path';
import { FlotaApiError } from './api-error';

/**
 * When the session ends (it expired, the user was removed, the password changed) every `/api`
 * answer becomes 401 `sesion_requerida`: rather than show a wall of errors, go to the sign-in
 * page, which brings the person back here afterwards.
 */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof FlotaApiError && error.status === 401 && error.codigo === 'sesion_requerida';
}

export function redirectIfSessionExpired(error: unknown): void {
  if (typeof window === 'undefined' || !isSessionExpired(error)) return;
  const { pathname, search } = window.location;
  window.location.assign(signInPathFor(`${pathname}${search}`));
}
