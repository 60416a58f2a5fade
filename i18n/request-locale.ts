import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { COOKIE_IDIOMA } from '@/lib/auth/language-cookie';
import { currentUser } from '@/lib/auth/current-user';
import { findUser } from '@/lib/auth/user-store';
import type { AppLocale } from './locales';
import { resolveLocale } from './resolve-locale';

/** The language of the page being rendered (server components, server actions); worked out once per render. */
export const requestLocale = cache(async (): Promise<AppLocale> => {
  const [jar, head, user] = await Promise.all([cookies(), headers(), currentUser()]);
  const idioma = user ? ((await findUser(user.usuario))?.idioma ?? null) : null;
  return resolveLocale({
    cookie: jar.get(COOKIE_IDIOMA)?.value,
    acceptLanguage: head.get('accept-language'),
    user: user && { usuario: user.usuario, idioma },
  });
});
