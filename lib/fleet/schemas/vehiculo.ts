import { z } from 'zod';
import { clienteIdSchema, vehiculoIdSchema } from '../ids';

export const tipoEquipoSchema = z.enum(['gps', 'camara']);

export const vehiculoSchema = z
  .object({
    id: vehiculoIdSchema,
    patente: z.string().nullable(),
    nombre: z.string().nullable(),
    cliente: z.object({ id: clienteIdSchema, nombre: z.string().nullable() }),
    equipo: z.object({ tipo: tipoEquipoSchema, modelo: z.string() }),
    conductor: z.string().nullable(),
  })
  .meta({ id: 'Vehiculo' });

export type Vehiculo = z.infer<typeof vehiculoSchema>;
