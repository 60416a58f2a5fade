import 'server-only';
import { z } from 'zod';
import { hashPassword } from './password';
import { roleSchema } from './role-schema';
import { userClientsSchema, userNameSchema, userSchema, type UsersFile } from './users-schema';

/** What `npm run user:add` is given, before the password is hashed. */
export const newUserSchema = z.object({
  usuario: userNameSchema,
  nombre: z.string().trim().min(1).max(80).nullable(),
  rol: roleSchema,
  clientes: userClientsSchema,
  reemplazar: z.boolean(),
});
export type NewUser = z.infer<typeof newUserSchema>;

export const MIN_PASSWORD_LENGTH = 10;

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(contrasena: string, usuario: string): string | null {
  if (contrasena.length < MIN_PASSWORD_LENGTH) {
    return `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`;
  }
  if (contrasena.toLowerCase().includes(usuario)) return 'La contraseña no puede contener el nombre de usuario.';
  return null;
}

/** The users file with the new user added (or replaced, when asked); never two with one name. */
export async function addUser(archivo: UsersFile, alta: NewUser, contrasena: string): Promise<UsersFile> {
  const existente = archivo.usuarios.some(({ usuario }) => usuario === alta.usuario);
  if (existente && !alta.reemplazar) {
    throw new Error(`El usuario "${alta.usuario}" ya existe; usá --reemplazar para cambiar su rol, clientes o contraseña.`);
  }
  const problema = passwordProblem(contrasena, alta.usuario);
  if (problema !== null) throw new Error(problema);
  const nuevo = userSchema.parse({
    usuario: alta.usuario,
    nombre: alta.nombre,
    rol: alta.rol,
    clientes: alta.clientes,
    hash: await hashPassword(contrasena),
  });
  const otros = archivo.usuarios.filter(({ usuario }) => usuario !== alta.usuario);
  return { usuarios: [...otros, nuevo] };
}
