import { accessError } from '@/lib/auth/auth-errors';
import { esHttps, solicitudDe } from '@/lib/auth/request-info';
import { currentUser, endSession } from '@/lib/auth/session';
import { describeSession } from '@/lib/auth/session-view';
import { answerSignIn } from '@/lib/auth/sign-in-answer';

/** Sign in (POST, JSON or a plain form), who am I (GET), sign out (DELETE). */
export function POST(request: Request): Promise<Response> {
  return answerSignIn(request);
}

export async function GET(request: Request): Promise<Response> {
  const usuario = await currentUser();
  if (usuario === null) return accessError('sesion_requerida', solicitudDe(request.headers));
  return Response.json(describeSession(usuario, usuario.vence), { headers: { 'Cache-Control': 'no-store' } });
}

export async function DELETE(request: Request): Promise<Response> {
  await endSession(esHttps(request.headers));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
