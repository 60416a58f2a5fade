import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { verifyPassword } from './password';
import { usersFileSchema } from './users-schema';

describe('demo users', () => {
  it('are one per role, named as the issue says, valid as a users file', () => {
    expect(DEMO_USERS.map(({ usuario, rol }) => [usuario, rol])).toEqual([
      ['despacho', 'despachante'],
      ['supervisor', 'supervisor'],
      ['gerente', 'gerente'],
      ['admin', 'admin'],
    ]);
    expect(usersFileSchema.safeParse({ usuarios: DEMO_USERS }).success).toBe(true);
  });

  it('all take the demo password, hashed with the strong default parameters', async () => {
    const [primero] = DEMO_USERS;
    expect(primero?.hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, primero?.hash ?? '')).toBe(true);
    expect(await verifyPassword('flota-demo ', primero?.hash ?? '')).toBe(false);
  });
});
