import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './demo-users';
import { parseUsersFile, readUsersFile, writeUsersFile } from './users-file';

const HASH = DEMO_USERS[0]!.hash;

describe('users file', () => {
  it('reads a valid file, lower-casing names and defaulting the display name', () => {
    const archivo = parseUsersFile('u.json', JSON.stringify({ usuarios: [{ usuario: ' Ana ', rol: 'gerente', clientes: ['cli_1001'], hash: HASH }] }));
    expect(archivo.usuarios[0]).toEqual({ usuario: 'ana', nombre: null, rol: 'gerente', clientes: ['cli_1001'], hash: HASH });
  });

  it('names every problem in Spanish, with where it is', () => {
    const texto = JSON.stringify({
      usuarios: [
        { usuario: 'ana', rol: 'jefe', clientes: '*', hash: HASH },
        { usuario: 'beto', rol: 'admin', clientes: [], hash: 'texto-plano' },
      ],
    });
    const error = (() => {
      try {
        parseUsersFile('u.json', texto);
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(error).toContain('u.json no es válido');
    expect(error).toContain('usuarios[0].rol');
    expect(error).toContain('Opción inválida');
    expect(error).toContain('al menos un cliente');
    expect(error).toContain('usuarios[1].hash');
  });

  it('refuses the same name twice, whatever its case', () => {
    const usuario = { rol: 'admin', clientes: '*', hash: HASH };
    const texto = JSON.stringify({ usuarios: [{ usuario: 'ana', ...usuario }, { usuario: 'ANA', ...usuario }] });
    expect(() => parseUsersFile('u.json', texto)).toThrow('el usuario "ana" está repetido');
  });

  it('refuses unknown fields, bad JSON and a missing file', async () => {
    expect(() => parseUsersFile('u.json', JSON.stringify({ usuarios: [], extra: 1 }))).toThrow(/extra/);
    expect(() => parseUsersFile('u.json', '{')).toThrow(/no es JSON/);
    await expect(readUsersFile('/no/existe.json')).rejects.toThrow(/no existe/);
  });

  it('writes a file only its owner can read, that reads back the same', async () => {
    const ruta = join(await mkdtemp(join(tmpdir(), 'flota-usuarios-')), 'usuarios.json');
    const archivo = { usuarios: [{ usuario: 'ana', nombre: 'Ana', rol: 'admin' as const, clientes: '*' as const, hash: HASH }] };
    await writeUsersFile(ruta, archivo);
    expect(await readUsersFile(ruta)).toEqual(archivo);
    expect((await stat(ruta)).mode & 0o777).toBe(0o600);
    expect(await readFile(ruta, 'utf8')).toMatch(/\n$/);
  });
});
