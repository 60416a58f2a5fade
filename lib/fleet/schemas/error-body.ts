import { z } from 'zod';

export const errorBodySchema = z
  .object({
    error: z.object({
      codigo: z.string(),
      mensaje: z.string(),
      solicitud: z.string(),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
