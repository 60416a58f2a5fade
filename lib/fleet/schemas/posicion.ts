import { z } from 'zod';
import { vehiculoIdSchema } from '../ids';
import { dateTimeSchema } from './date-time';

export const latitudSchema = z.number().min(-90).max(90);
export const longitudSchema = z.number().min(-180).max(180);
export const rumboSchema = z.number().int().min(0).max(359);

export const posicionSchema = z
  .object({
    vehiculo: vehiculoIdSchema,
    patente: z.string().nullable(),
    fecha: dateTimeSchema,
    latitud: latitudSchema,
    longitud: longitudSchema,
    velocidad_kmh: z.number().int().nonnegative().nullable(),
    rumbo: rumboSchema.nullable(),
    encendido: z.boolean().nullable(),
    en_linea: z.boolean().nullable(),
    ultima_comunicacion: dateTimeSchema.nullable(),
    odometro_km: z.number().nullable(),
    tension_alimentacion_v: z.number().nullable(),
    temperatura_c: z.number().nullable(),
    actualizado: dateTimeSchema,
  })
  .meta({ id: 'Posicion' });

export type Posicion = z.infer<typeof posicionSchema>;
