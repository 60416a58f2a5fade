import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { COOKIE_SESION, readSession, type UsuarioSesion } from './session';

/** The signed-in user of the page being rendered (server components); read once per render. */
export const currentUser = cache(async (): Promise<UsuarioSesion | null> => {
  return readSession((await cookies()).get(COOKIE_SESION)?.value);
});
