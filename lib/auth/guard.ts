import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env/server';
import { forbiddenPage } from './forbidden-page';
import { logAuth } from './log';
import { mapOrigins } from './map-origins';
import { proxyLocale } from './page-locale';
import { esPaginaPublica, rolPuedeAbrir } from './page-policy';
import { esHttps, solicitudDe } from './request-info';
import { destinoTrasIngreso, ingresoPara } from './return-path';
import { newNonce, pageCsp } from './security-headers';
import { COOKIE_SESION, readSession } from './session';

/**
 * What `proxy.ts` does with every page request: send people without a session to the sign-in
 * page, refuse what the role may not open, and give the page its Content-Security-Policy with a
 * fresh nonce. `/api` never reaches Next (the server answers it, app/api/router.ts); the request
 * id and the other security headers are the server's (server/request-handler.ts).
 */
export async function guardPage(request: NextRequest): Promise<Response> {
  const solicitud = solicitudDe(request.headers);
  const headers = new Headers(request.headers);
  const policy = pageCsp({
    nonce: newNonce(),
    desarrollo: serverEnv().NODE_ENV === 'development',
    https: esHttps(request.headers),
    origenesConexion: mapOrigins(),
  });
  // Next reads the nonce from the request's policy and puts it on its own scripts.
  headers.set('Content-Security-Policy', policy);
  const answer = await decide(request, headers, solicitud);
  answer.headers.set('Content-Security-Policy', policy);
  return answer;
}

async function decide(request: NextRequest, headers: Headers, solicitud: string): Promise<Response> {
  const user = await readSession(request.cookies.get(COOKIE_SESION)?.value);
  const { pathname, search } = request.nextUrl;
  const next = () => NextResponse.next({ request: { headers } });
  if (esPaginaPublica(pathname)) {
    if (user === null) return next();
    const destino = destinoTrasIngreso(user.rol, request.nextUrl.searchParams.get('volver'));
    return NextResponse.redirect(new URL(destino, request.url));
  }
  if (user === null) return NextResponse.redirect(new URL(ingresoPara(`${pathname}${search}`), request.url));
  if (!rolPuedeAbrir(user.rol, pathname)) {
    logAuth('warn', 'pagina_denegada', { usuario: user.usuario, ruta: pathname, solicitud });
    return forbiddenPage(user, pathname, await proxyLocale(request, user.usuario));
  }
  return next();
}
