import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env/server';
import { forbiddenPage } from './forbidden-page';
import { logAuth } from './log';
import { mapOrigins } from './map-origins';
import { proxyLocale } from './page-locale';
import { isPublicPage, roleCanOpen } from './page-policy';
import { isHttps, requestIdOf } from './request-info';
import { pathAfterSignIn, signInPathFor } from './return-path';
import { newNonce, pageCsp } from './security-headers';
import { SESSION_COOKIE, readSession } from './session';

/**
 * What `proxy.ts` does with every page request: send people without a session to the sign-in
 * page, refuse what the role may not open, and give the page its Content-Security-Policy with a
 * fresh nonce. `/api` never reaches Next (the server answers it, app/api/router.ts); the request
 * id and the other security headers are the server's (server/request-handler.ts).
 */
export async function guardPage(request: NextRequest): Promise<Response> {
  const solicitud = requestIdOf(request.headers);
  const headers = new Headers(request.headers);
  const policy = pageCsp({
    nonce: newNonce(),
    desarrollo: serverEnv().NODE_ENV === 'development',
    https: isHttps(request.headers),
    origenesConexion: mapOrigins(),
  });
  // Next reads the nonce from the request's policy and puts it on its own scripts.
  headers.set('Content-Security-Policy', policy);
  const answer = await decide(request, headers, solicitud);
  answer.headers.set('Content-Security-Policy', policy);
  return answer;
}

async function decide(request: NextRequest, headers: Headers, solicitud: string): Promise<Response> {
  const user = await readSession(request.cookies.get(SESSION_COOKIE)?.value);
  const { pathname, search } = request.nextUrl;
  const next = () => NextResponse.next({ request: { headers } });
  if (isPublicPage(pathname)) {
    if (user === null) return next();
    const destino = pathAfterSignIn(user.rol, request.nextUrl.searchParams.get('volver'));
    return NextResponse.redirect(new URL(destino, request.url));
  }
  if (user === null) return NextResponse.redirect(new URL(signInPathFor(`${pathname}${search}`), request.url));
  if (!roleCanOpen(user.rol, pathname)) {
    logAuth('warn', 'pagina_denegada', { usuario: user.usuario, ruta: pathname, solicitud });
    return forbiddenPage(user, pathname, await proxyLocale(request, user.usuario));
  }
  return next();
}
