import { z } from 'zod';
import { clienteIdSchema } from '../ids';

export const clienteSchema = z
  .object({
    id: clienteIdSchema,
    nombre: z.string().nullable(),
    vehiculos: z.number().int().nonnegative(),
  })
  .meta({ id: 'Cliente' });

export type Cliente = z.infer<typeof clienteSchema>;
