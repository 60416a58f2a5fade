import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { SESSION_COOKIE, readSession, type SessionUser } from './session';

/** The signed-in user of the page being rendered (server components); read once per render. */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  return readSession((await cookies()).get(SESSION_COOKIE)?.value);
});
