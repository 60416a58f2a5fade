import { createHash, randomBytes } from 'node:crypto';
import { sealData } from 'iron-session';
import { authConfig } from '@/lib/auth/config';
import { DEMO_USERS } from '@/lib/auth/demo-users';
import { SESSION_COOKIE } from '@/lib/auth/session';

const sellados = new Map<string, Promise<string>>();

/**
 * A `Cookie` header signed in as one of the demo users, for tests that call route handlers
 * directly: Vitest runs without FLEET_API_BASE_URL nor a users file, so demo mode is in force.
 * Sealed once per user, so that signing in adds no time between a test's concurrent requests.
 */
export function testSessionCookie(usuario = 'admin'): Promise<string> {
  let sellado = sellados.get(usuario);
  if (!sellado) {
    sellado = freshSessionCookie(usuario);
    sellados.set(usuario, sellado);
  }
  return sellado;
}

/** A session of its own, for a test that ends it (signs it out): never shared with other tests. */
export async function freshSessionCookie(usuario: string): Promise<string> {
  const demo = DEMO_USERS.find((u) => u.usuario === usuario);
  if (!demo) throw new Error(`${usuario} no es un usuario de demostración`);
  const huella = createHash('sha256').update(demo.hash).digest('base64url').slice(0, 22);
  const { secreto, horasSesion } = authConfig();
  const sello = await sealData({ id: randomBytes(16).toString('base64url'), usuario, huella, desde: Date.now() }, { password: secreto, ttl: horasSesion * 3600 });
  return `${SESSION_COOKIE}=${sello}`;
}
