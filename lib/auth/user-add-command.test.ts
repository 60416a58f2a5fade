import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from './password';
import { readUsersFile } from './users-file';

/** `npm run user:add` as an operator runs it, the password on standard input. */
function userAdd(args: string[], contrasena: string) {
  return spawnSync('npm', ['run', '--silent', 'user:add', '--', ...args], {
    input: `${contrasena}\n`,
    encoding: 'utf8',
    // Not Vitest's environment: the command must find its file from its own arguments.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), NODE_ENV: 'production' },
    timeout: 60_000,
  });
}

describe('npm run user:add', () => {
  it('creates the users file with a hashed password the app then reads', async () => {
    const archivo = join(mkdtempSync(join(tmpdir(), 'flota-usuarios-')), 'usuarios.json');
    const alta = userAdd(['--usuario', 'Ana', '--rol', 'supervisor', '--clientes', 'cli_1001', '--archivo', archivo], 'una-clave-larga');
    expect(alta.status, alta.stderr).toBe(0);
    expect(alta.stdout).toContain('Listo: ana');
    expect(readFileSync(archivo, 'utf8')).not.toContain('una-clave-larga');
    expect(statSync(archivo).mode & 0o077).toBe(0);
    const { usuarios } = await readUsersFile(archivo);
    expect(usuarios).toMatchObject([{ usuario: 'ana', rol: 'supervisor', clientes: ['cli_1001'] }]);
    expect(await verifyPassword('una-clave-larga', usuarios[0]?.hash ?? '')).toBe(true);

    const repetido = userAdd(['--usuario', 'ana', '--rol', 'admin', '--archivo', archivo], 'otra-clave-larga');
    expect(repetido.status).toBe(1);
    expect(repetido.stderr).toMatch(/ya existe/);
    const rolInvalido = userAdd(['--usuario', 'beto', '--rol', 'jefe', '--archivo', archivo], 'otra-clave-larga');
    expect(rolInvalido.status).toBe(1);
    expect(rolInvalido.stderr).toContain('--rol');
  }, 120_000);
});
