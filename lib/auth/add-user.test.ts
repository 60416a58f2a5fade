import { describe, expect, it } from 'vitest';
import { addUser, passwordProblem } from './add-user';
import { verifyPassword } from './password';

const alta = { usuario: 'ana', nombre: 'Ana Pérez', rol: 'gerente' as const, clientes: ['cli_1001'], reemplazar: false };

describe('addUser', () => {
  it('adds a user with a hashed password', async () => {
    const archivo = await addUser({ usuarios: [] }, alta, 'una-clave-larga');
    const [ana] = archivo.usuarios;
    expect(ana).toMatchObject({ usuario: 'ana', nombre: 'Ana Pérez', rol: 'gerente', clientes: ['cli_1001'] });
    expect(JSON.stringify(archivo)).not.toContain('una-clave-larga');
    expect(await verifyPassword('una-clave-larga', ana?.hash ?? '')).toBe(true);
  });

  it('does not overwrite a user unless asked to', async () => {
    const archivo = await addUser({ usuarios: [] }, alta, 'una-clave-larga');
    await expect(addUser(archivo, alta, 'otra-clave-larga')).rejects.toThrow(/ya existe/);
    const cambiado = await addUser(archivo, { ...alta, rol: 'admin', reemplazar: true }, 'otra-clave-larga');
    expect(cambiado.usuarios).toHaveLength(1);
    expect(cambiado.usuarios[0]?.rol).toBe('admin');
  });

  it('refuses weak passwords', () => {
    expect(passwordProblem('corta', 'ana')).toMatch(/10 caracteres/);
    expect(passwordProblem('ana-1234567', 'ana')).toMatch(/nombre de usuario/);
    expect(passwordProblem('una-clave-larga', 'ana')).toBeNull();
  });
});
