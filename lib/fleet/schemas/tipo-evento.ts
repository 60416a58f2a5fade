import { z } from 'zod';

export const tipoEventoSchema = z
  .object({
    tipo: z.string(),
    categoria: z.string(),
    categoria_nombre: z.string(),
    descripcion: z.string(),
  })
  .meta({ id: 'TipoEvento' });

export type TipoEvento = z.infer<typeof tipoEventoSchema>;
