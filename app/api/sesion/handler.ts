import 'server-only';
import { accessError } from '@/lib/auth/auth-errors';
import { endSession, readSession, sessionCookieOf } from '@/lib/auth/session';
import { describeSession } from '@/lib/auth/session-view';
import { answerSignIn } from '@/lib/auth/sign-in-answer';
import type { PublicHandler } from '../context';

/** Sign in (POST, JSON or a plain form), who am I (GET), sign out (DELETE). */
export const POST: PublicHandler = (request, context) => answerSignIn(request, context);

export const GET: PublicHandler = async (request, { solicitud }) => {
  const user = await readSession(sessionCookieOf(request.headers));
  if (user === null) return accessError('sesion_requerida', solicitud);
  return Response.json(describeSession(user, user.vence), { headers: { 'Cache-Control': 'no-store' } });
};

export const DELETE: PublicHandler = async (request, { https }) => {
  const response = new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  for (const cookie of await endSession(request, https)) response.headers.append('Set-Cookie', cookie);
  return response;
};
