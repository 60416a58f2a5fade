import 'server-only';
import type { NextRequest } from 'next/server';
import { COOKIE_IDIOMA } from '@/lib/auth/language-cookie';
import { findUser } from '@/lib/auth/user-store';
import type { AppLocale } from './locales';
import { resolveLocale } from './resolve-locale';

/** The language of a page the proxy answers itself (outside React's request scope). */
export async function proxyLocale(request: NextRequest, usuario: string | null): Promise<AppLocale> {
  const idioma = usuario === null ? null : ((await findUser(usuario))?.idioma ?? null);
  return resolveLocale({
    cookie: request.cookies.get(COOKIE_IDIOMA)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    user: usuario === null ? null : { usuario, idioma },
  });
}
