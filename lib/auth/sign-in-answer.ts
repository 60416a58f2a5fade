import 'server-only';
import type { FlotaErrorCode } from '@/lib/fleet/errors';
import { accessError } from './auth-errors';
import { clientAddress } from './client-address';
import { authConfig } from './config';
import { lockoutMessage } from './lockout-message';
import { pathAfterSignIn, SIGN_IN_PAGE } from './return-path';
import { startSession } from './session';
import { credentialsSchema } from './session-schema';
import { describeSession } from './session-view';
import { signIn } from './sign-in';

/** What the server knows of a sign-in beyond its request: its id, the socket it came on, and whether over HTTPS. */
export interface SignInContext {
  solicitud: string;
  socketAddress: string | undefined;
  https: boolean;
}

/**
 * Answers a sign-in. The form posts JSON once the page has loaded; before that (or without
 * JavaScript) the browser posts the form itself, and gets redirects instead of JSON, so that
 * a password typed quickly never ends up in a URL.
 */
export async function answerSignIn(request: Request, { solicitud, socketAddress, https }: SignInContext): Promise<Response> {
  const form = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded') ?? false;
  const raw: unknown = form ? Object.fromEntries(await request.formData().catch(() => new FormData())) : await request.json().catch(() => null);
  const credentials = credentialsSchema.safeParse(raw);
  const volver = credentials.success ? credentials.data.volver : null;
  const fail = (codigo: FlotaErrorCode, mensaje?: string, headers?: HeadersInit) =>
    form ? backToForm(codigo, volver) : accessError(codigo, solicitud, { mensaje, headers });
  if (!credentials.success) return fail('credenciales_incompletas');
  const { usuario, contrasena } = credentials.data;
  const direccion = clientAddress(socketAddress, request.headers, authConfig().proxiesDeConfianza);
  const result = await signIn({ direccion, usuario, contrasena, solicitud });
  if (result.tipo === 'bloqueado') {
    const seconds = Math.ceil(result.reintentarEnMs / 1000);
    return fail('ingreso_bloqueado', lockoutMessage(result.reintentarEnMs), { 'Retry-After': String(seconds) });
  }
  if (result.tipo === 'invalido') return fail('credenciales_invalidas');
  if (result.tipo === 'no_disponible') return fail('ingreso_no_disponible', undefined, { 'Retry-After': '5' });
  const { vence, setCookie } = await startSession(request, https, result.usuario);
  const session = describeSession(result.usuario, vence);
  const destino = pathAfterSignIn(session.rol, volver);
  const response = form ? redirect(destino) : Response.json({ ...session, destino }, { headers: { 'Cache-Control': 'no-store' } });
  for (const cookie of setCookie) response.headers.append('Set-Cookie', cookie);
  return response;
}

function backToForm(codigo: FlotaErrorCode, volver: string | null | undefined): Response {
  const params = new URLSearchParams({ error: codigo });
  if (volver) params.set('volver', volver);
  return redirect(`${SIGN_IN_PAGE}?${params}`);
}

/**
 * A relative Location: the server may know itself by another name (localhost) than the browser
 * used. Not Response.redirect, whose headers are immutable: the session cookie is added to them.
 */
function redirect(destino: string): Response {
  return new Response(null, { status: 303, headers: { Location: destino, 'Cache-Control': 'no-store' } });
}
