import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { decidirApi } from './api-policy';
import { accessError } from './auth-errors';
import { proxyLocale } from '@/i18n/proxy-locale';
import { forbiddenPage } from './forbidden-page';
import { logAuth } from './log';
import { mapOrigins } from './map-origins';
import { esPaginaPublica, rolPuedeAbrir } from './page-policy';
import { CABECERA_SOLICITUD, esHttps, newRequestId } from './request-info';
import { destinoTrasIngreso, ingresoPara } from './return-path';
import { API_CSP, applySecurityHeaders, newNonce, pageCsp } from './security-headers';
import { COOKIE_SESION, readSession, type UsuarioSesion } from './session';

/**
 * What `proxy.ts` does with every request: give it a request id, let static files through,
 * send people without a session to the sign-in page (pages) or answer 401 (`/api`), refuse
 * what the role may not open, and put the security headers on the answer. Route handlers
 * check the session again with the client scope (see `api-access.ts`); this is the first line.
 */
// Framework files and the metadata files the sign-in page itself links to.
const ESTATICOS = /^\/(_next\/static\/|_next\/image|favicon\.ico$|robots\.txt$|(apple-)?icon(-\w+)?\.(svg|png|ico)$)/;

interface Contexto {
  request: NextRequest;
  solicitud: string;
  https: boolean;
  cabeceras: Headers;
}

export async function guardRequest(request: NextRequest): Promise<Response> {
  const solicitud = newRequestId();
  const cabeceras = new Headers(request.headers);
  cabeceras.set(CABECERA_SOLICITUD, solicitud);
  const ctx: Contexto = { request, solicitud, https: esHttps(request.headers), cabeceras };
  const { pathname } = request.nextUrl;
  if (ESTATICOS.test(pathname)) {
    return conCabeceras(ctx, NextResponse.next({ request: { headers: cabeceras } }), null);
  }
  const usuario = await readSession(request.cookies.get(COOKIE_SESION)?.value);
  if (pathname.startsWith('/api/')) return conCabeceras(ctx, guardApi(ctx, usuario), API_CSP);
  const politica = pageCsp({
    nonce: newNonce(),
    desarrollo: process.env.NODE_ENV === 'development',
    https: ctx.https,
    origenesConexion: mapOrigins(),
  });
  // Next reads the nonce from the request's policy and puts it on its own scripts.
  cabeceras.set('Content-Security-Policy', politica);
  return conCabeceras(ctx, await guardPage(ctx, usuario), politica);
}

function guardApi({ request, solicitud, cabeceras }: Contexto, usuario: UsuarioSesion | null): Response {
  const seguir = () => NextResponse.next({ request: { headers: cabeceras } });
  if (!origenPropio(request)) return accessError('origen_no_permitido', solicitud);
  const decision = decidirApi(usuario?.rol ?? null, request.nextUrl);
  if (decision === 'publico') return seguir();
  if (decision === 'desconocida') {
    logAuth('warn', 'ruta_sin_politica', { ruta: request.nextUrl.pathname, solicitud });
    return accessError('ruta_inexistente', solicitud);
  }
  if (usuario === null) return accessError('sesion_requerida', solicitud);
  if (decision === 'prohibido') {
    logAuth('warn', 'acceso_denegado', { usuario: usuario.usuario, ruta: request.nextUrl.pathname, solicitud });
    return accessError('acceso_denegado', solicitud);
  }
  return seguir();
}

async function guardPage(ctx: Contexto, usuario: UsuarioSesion | null): Promise<Response> {
  const { request, cabeceras } = ctx;
  const { pathname, search } = request.nextUrl;
  if (esPaginaPublica(pathname)) {
    if (usuario === null) return NextResponse.next({ request: { headers: cabeceras } });
    const destino = destinoTrasIngreso(usuario.rol, request.nextUrl.searchParams.get('volver'));
    return NextResponse.redirect(new URL(destino, request.url));
  }
  if (usuario === null) return NextResponse.redirect(new URL(ingresoPara(`${pathname}${search}`), request.url));
  if (!rolPuedeAbrir(usuario.rol, pathname)) {
    logAuth('warn', 'pagina_denegada', { usuario: usuario.usuario, ruta: pathname, solicitud: ctx.solicitud });
    return forbiddenPage(usuario, pathname, await proxyLocale(request, usuario.usuario));
  }
  return NextResponse.next({ request: { headers: cabeceras } });
}

/** Browsers send Origin on every POST and DELETE; one from another site is a forged request. */
function origenPropio(request: NextRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const origen = request.headers.get('origin');
  if (origen === null) return true;
  try {
    return new URL(origen).host === (request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  } catch {
    return false;
  }
}

/** `csp` null: a static file, whose own policy would also bind any worker started from it. */
function conCabeceras(ctx: Contexto, respuesta: Response, csp: string | null): Response {
  applySecurityHeaders(respuesta.headers, { https: ctx.https, solicitud: ctx.solicitud, csp });
  return respuesta;
}
