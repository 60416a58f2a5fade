import { z } from 'zod';
import { dateTimeSchema } from '@/lib/fleet/schemas/date-time';
import { VOLVER_MAX } from './return-path';
import { rolSchema } from './rol-schema';
import { alcanceSchema, usuarioNombreSchema } from './users-schema';

/** What `/api/sesion` answers about the signed-in person. Client-safe. */
export const sesionSchema = z.object({
  usuario: usuarioNombreSchema,
  nombre: z.string().nullable(),
  rol: rolSchema,
  clientes: alcanceSchema,
  vence: dateTimeSchema,
  paginas: z.array(z.object({ ruta: z.string(), titulo: z.string() })),
});
export type Sesion = z.infer<typeof sesionSchema>;

/** The answer to a successful sign-in: the session and where to go now. */
export const ingresoSchema = sesionSchema.extend({ destino: z.string().startsWith('/') });

/** What the sign-in form sends. */
export const credencialesSchema = z.object({
  usuario: z.string().trim().min(1).max(64),
  contrasena: z.string().min(1).max(256),
  volver: z.string().max(VOLVER_MAX).nullish(),
});
