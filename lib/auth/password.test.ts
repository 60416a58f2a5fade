import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

// Cheap parameters keep the suite fast; the default (N=2^17) is exercised by demo-users.test.ts.
const RAPIDO = { log2N: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('correcto-caballo', RAPIDO);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('correcto-caballo', hash)).toBe(true);
    expect(await verifyPassword('correcto-caballO', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('igual', RAPIDO)).not.toBe(await hashPassword('igual', RAPIDO));
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('contrase\u00f1a-segura', RAPIDO);
    expect(await verifyPassword('contrasen\u0303a-segura', hash)).toBe(true);
  });

  it('never matches a malformed or absurd hash', async () => {
    const hash = await hashPassword('x', RAPIDO);
    expect(await verifyPassword('x', hash.replace('scrypt$10', 'scrypt$40'))).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', hash.slice(0, -4))).toBe(false);
  });
});
