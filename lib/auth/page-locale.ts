import 'server-only';
import type { NextRequest } from 'next/server';
import { COOKIE_IDIOMA } from './language-cookie';
import { findUser } from './user-store';
import type { AppLocale } from '@/i18n/locales';
import { resolveLocale } from '@/i18n/resolve-locale';

/** The language of a page the proxy answers itself (outside React's request scope). */
export async function proxyLocale(request: NextRequest, usuario: string | null): Promise<AppLocale> {
  const idioma = usuario === null ? null : ((await findUser(usuario))?.idioma ?? null);
  return resolveLocale({
    cookie: request.cookies.get(COOKIE_IDIOMA)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    user: usuario === null ? null : { usuario, idioma },
  });
}
