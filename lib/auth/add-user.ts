import 'server-only';
import { z } from 'zod';
import { hashPassword } from './password';
import { rolSchema } from './rol-schema';
import { alcanceSchema, usuarioNombreSchema, usuarioSchema, type ArchivoUsuarios } from './users-schema';

/** What `npm run user:add` is given, before the password is hashed. */
export const altaSchema = z.object({
  usuario: usuarioNombreSchema,
  nombre: z.string().trim().min(1).max(80).nullable(),
  rol: rolSchema,
  clientes: alcanceSchema,
  reemplazar: z.boolean(),
});
export type Alta = z.infer<typeof altaSchema>;

export const LARGO_MINIMO_CONTRASENA = 10;

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(contrasena: string, usuario: string): string | null {
  if (contrasena.length < LARGO_MINIMO_CONTRASENA) {
    return `La contraseña debe tener al menos ${LARGO_MINIMO_CONTRASENA} caracteres.`;
  }
  if (contrasena.toLowerCase().includes(usuario)) return 'La contraseña no puede contener el nombre de usuario.';
  return null;
}

/** The users file with the new user added (or replaced, when asked); never two with one name. */
export async function addUser(archivo: ArchivoUsuarios, alta: Alta, contrasena: string): Promise<ArchivoUsuarios> {
  const existente = archivo.usuarios.some(({ usuario }) => usuario === alta.usuario);
  if (existente && !alta.reemplazar) {
    throw new Error(`El usuario "${alta.usuario}" ya existe; usá --reemplazar para cambiar su rol, clientes o contraseña.`);
  }
  const problema = passwordProblem(contrasena, alta.usuario);
  if (problema !== null) throw new Error(problema);
  const nuevo = usuarioSchema.parse({
    usuario: alta.usuario,
    nombre: alta.nombre,
    rol: alta.rol,
    clientes: alta.clientes,
    hash: await hashPassword(contrasena),
  });
  const otros = archivo.usuarios.filter(({ usuario }) => usuario !== alta.usuario);
  return { usuarios: [...otros, nuevo] };
}
