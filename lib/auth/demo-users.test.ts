import { describe, expect, it } from 'vitest';
import { CONTRASENA_DEMO, USUARIOS_DEMO } from './demo-users';
import { verifyPassword } from './password';
import { usersFileSchema } from './users-schema';

describe('demo users', () => {
  it('are one per role, named as the issue says, valid as a users file', () => {
    expect(USUARIOS_DEMO.map(({ usuario, rol }) => [usuario, rol])).toEqual([
      ['despacho', 'despachante'],
      ['supervisor', 'supervisor'],
      ['gerente', 'gerente'],
      ['admin', 'admin'],
    ]);
    expect(usersFileSchema.safeParse({ usuarios: USUARIOS_DEMO }).success).toBe(true);
  });

  it('all take the demo password, hashed with the strong default parameters', async () => {
    const [primero] = USUARIOS_DEMO;
    expect(primero?.hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword(CONTRASENA_DEMO, primero?.hash ?? '')).toBe(true);
    expect(await verifyPassword('flota-demo ', primero?.hash ?? '')).toBe(false);
  });
});
