import 'server-only';
import { accessError, type CodigoAcceso } from './auth-errors';
import { lockoutMessage } from './lockout-message';
import { direccionCliente } from './client-address';
import { authConfig } from './config';
import { esHttps, solicitudDe } from './request-info';
import { destinoTrasIngreso, PAGINA_INGRESO } from './return-path';
import { startSession } from './session';
import { credencialesSchema } from './session-schema';
import { describeSession } from './session-view';
import { signIn } from './sign-in';

/**
 * Answers a sign-in. The form posts JSON once the page has loaded; before that (or without
 * JavaScript) the browser posts the form itself, and gets redirects instead of JSON, so that
 * a password typed quickly never ends up in a URL.
 */
export async function answerSignIn(request: Request): Promise<Response> {
  const solicitud = solicitudDe(request.headers);
  const formulario = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded') ?? false;
  const crudo: unknown = formulario
    ? Object.fromEntries(await request.formData().catch(() => new FormData()))
    : await request.json().catch(() => null);
  const credenciales = credencialesSchema.safeParse(crudo);
  const volver = credenciales.success ? credenciales.data.volver : null;
  const fallar = (codigo: CodigoAcceso, mensaje?: string, headers?: HeadersInit) =>
    formulario ? volverAlFormulario(codigo, volver) : accessError(codigo, solicitud, { mensaje, headers });
  if (!credenciales.success) return fallar('parametro_invalido');
  const { usuario, contrasena } = credenciales.data;
  const resultado = await signIn({ direccion: direccionCliente(request.headers, authConfig().proxiesDeConfianza), usuario, contrasena, solicitud });
  if (resultado.tipo === 'bloqueado') {
    const segundos = Math.ceil(resultado.reintentarEnMs / 1000);
    return fallar('demasiados_intentos', lockoutMessage(resultado.reintentarEnMs), { 'Retry-After': String(segundos) });
  }
  if (resultado.tipo === 'invalido') return fallar('credenciales_invalidas');
  const vence = await startSession(esHttps(request.headers), resultado.usuario);
  const sesion = describeSession(resultado.usuario, vence);
  const destino = destinoTrasIngreso(sesion.rol, volver);
  if (formulario) return redirigir(destino);
  return Response.json({ ...sesion, destino }, { headers: { 'Cache-Control': 'no-store' } });
}

function volverAlFormulario(codigo: CodigoAcceso, volver: string | null | undefined): Response {
  const parametros = new URLSearchParams({ error: codigo });
  if (volver) parametros.set('volver', volver);
  return redirigir(`${PAGINA_INGRESO}?${parametros}`);
}

/**
 * A relative Location: the server may know itself by another name (localhost) than the browser
 * used. Not Response.redirect, whose headers are immutable: the session cookie is added to them.
 */
function redirigir(destino: string): Response {
  return new Response(null, { status: 303, headers: { Location: destino, 'Cache-Control': 'no-store' } });
}
