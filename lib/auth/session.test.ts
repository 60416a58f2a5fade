import { createHash, randomBytes } from 'node:crypto';
import { sealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { authConfig } from './config';
import { DEMO_USERS } from './demo-users';
import { readSession, revokeSession } from './session';

// Under Vitest the demo users are in force, with a secret made at start.
const admin = DEMO_USERS.find(({ rol }) => rol === 'admin')!;
const huella = createHash('sha256').update(admin.hash).digest('base64url').slice(0, 22);

async function sellar(datos: object, password = authConfig().secreto): Promise<string> {
  return sealData({ id: randomBytes(16).toString('base64url'), ...datos }, { password, ttl: 3600 });
}

describe('readSession', () => {
  it('names the user, with role and scope read from the users in force', async () => {
    const sesion = await readSession(await sellar({ usuario: 'admin', huella, desde: Date.now() }));
    expect(sesion).toMatchObject({ usuario: 'admin', rol: 'admin', clientes: '*' });
    expect(sesion!.vence).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('is no session when missing, forged, expired, for an unknown user or an old password', async () => {
    expect(await readSession(undefined)).toBeNull();
    expect(await readSession('Fe26.2*nada')).toBeNull();
    expect(await readSession(await sellar({ usuario: 'admin', huella, desde: Date.now() }, 'y'.repeat(32)))).toBeNull();
    expect(await readSession(await sellar({ usuario: 'admin', huella, desde: Date.now() - 13 * 3_600_000 }))).toBeNull();
    expect(await readSession(await sellar({ usuario: 'nadie', huella, desde: Date.now() }))).toBeNull();
    expect(await readSession(await sellar({ usuario: 'admin', huella: 'x'.repeat(22), desde: Date.now() }))).toBeNull();
    expect(await readSession(await sellar({ usuario: 'admin' }))).toBeNull();
    expect(await readSession(await sellar({ id: 'corto', usuario: 'admin', huella, desde: Date.now() }))).toBeNull();
  });

  it('refuses a signed-out cookie replayed at once, even one read (and kept open) just before', async () => {
    const sello = await sellar({ usuario: 'admin', huella, desde: Date.now() });
    const otra = await sellar({ usuario: 'admin', huella, desde: Date.now() });
    expect(await readSession(sello)).not.toBeNull();
    expect(await readSession(sello)).not.toBeNull();
    await revokeSession(sello);
    expect(await readSession(sello)).toBeNull();
    // Only that session ends: the same user signed in elsewhere stays in.
    expect(await readSession(otra)).not.toBeNull();
  });
});
