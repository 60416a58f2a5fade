import { z } from 'zod';
import { LOCALES } from '@/i18n/locales';
import { clienteIdSchema } from '@/lib/fleet/ids';
import { roleSchema } from './role-schema';

/** Sign-in names: lower case so that `Ana` and `ana` cannot be two people. */
export const userNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{1,31}$/, 'el usuario lleva de 2 a 32 letras minúsculas, dígitos, ".", "_" o "-"');

/** `"*"`: every client the key sees; otherwise only these. */
export const userClientsSchema = z.union([
  z.literal('*'),
  z.array(clienteIdSchema).min(1, 'un usuario limitado necesita al menos un cliente'),
]);
export type UserClients = z.infer<typeof userClientsSchema>;

/** `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`, written by `npm run user:add`. */
export const passwordHashSchema = z
  .string()
  .regex(/^scrypt\$\d{1,2}\$\d{1,2}\$\d{1,2}\$[A-Za-z0-9_-]{16,}\$[A-Za-z0-9_-]{43,}$/, 'el hash no tiene el formato scrypt$N$r$p$sal$hash');

export const userSchema = z.strictObject({
  usuario: userNameSchema,
  nombre: z.string().trim().min(1).max(80).nullable().default(null),
  rol: roleSchema,
  clientes: userClientsSchema,
  hash: passwordHashSchema,
  /** The language Flota shows this user until they choose one on a browser (see lib/auth/language-cookie.ts). */
  idioma: z.enum(LOCALES).optional(),
});
export type User = z.infer<typeof userSchema>;

export const usersFileSchema = z
  .strictObject({ usuarios: z.array(userSchema) })
  .superRefine(({ usuarios }, ctx) => {
    const vistos = new Set<string>();
    usuarios.forEach(({ usuario }, i) => {
      if (vistos.has(usuario)) {
        ctx.addIssue({ code: 'custom', path: ['usuarios', i, 'usuario'], message: `el usuario "${usuario}" está repetido` });
      }
      vistos.add(usuario);
    });
  });
export type UsersFile = z.infer<typeof usersFileSchema>;
