import { z } from 'zod';
import { clienteIdSchema } from '../ids';
import { dateTimeSchema } from './date-time';

export const permisoSchema = z.enum(['posiciones', 'recorridos', 'eventos']);

export const estadoSchema = z
  .object({
    acceso: z.object({
      nombre: z.string(),
      permisos: z.array(permisoSchema),
      clientes: z.array(z.object({ id: clienteIdSchema, nombre: z.string().nullable() })),
      limite_por_minuto: z.number().int().positive(),
      vence: dateTimeSchema.nullable(),
    }),
    servicio: z.object({
      // The description leaves the allowed values open; the embedded API uses operativo/degradado.
      estado: z.string(),
      hora: dateTimeSchema,
    }),
  })
  .meta({ id: 'Estado' });

export type Permiso = z.infer<typeof permisoSchema>;
export type Estado = z.infer<typeof estadoSchema>;
