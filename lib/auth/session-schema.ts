import { z } from 'zod';
import { dateTimeSchema } from '@/lib/fleet/schemas/date-time';
import { RETURN_PATH_MAX } from './return-path';
import { roleSchema } from './role-schema';
import { userClientsSchema, userNameSchema } from './users-schema';

/** What `/api/sesion` answers about the signed-in person. Client-safe. */
export const sessionSchema = z.object({
  usuario: userNameSchema,
  nombre: z.string().nullable(),
  rol: roleSchema,
  clientes: userClientsSchema,
  vence: dateTimeSchema,
  paginas: z.array(z.object({ ruta: z.string(), titulo: z.string() })),
});
export type Session = z.infer<typeof sessionSchema>;

/** The answer to a successful sign-in: the session and where to go now. */
export const signInSchema = sessionSchema.extend({ destino: z.string().startsWith('/') });

/** What the sign-in form sends. */
export const credentialsSchema = z.object({
  usuario: z.string().trim().min(1).max(64),
  contrasena: z.string().min(1).max(256),
  volver: z.string().max(RETURN_PATH_MAX).nullish(),
});
