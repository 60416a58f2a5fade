import { z } from 'zod';
import { vehiculoIdSchema } from '../ids';
import { dateTimeSchema } from './date-time';
import { latitudSchema, longitudSchema, rumboSchema } from './posicion';

export const origenSchema = z.enum(['gps', 'red_celular', 'wifi']);

export const puntoSchema = z
  .object({
    fecha: dateTimeSchema,
    latitud: latitudSchema,
    longitud: longitudSchema,
    velocidad_kmh: z.number().int().nonnegative().nullable(),
    rumbo: rumboSchema.nullable(),
    encendido: z.boolean().nullable(),
    origen: origenSchema.nullable(),
  })
  .meta({ id: 'Punto' });

export const recorridoSchema = z
  .object({
    vehiculo: vehiculoIdSchema,
    patente: z.string().nullable(),
    desde: dateTimeSchema,
    hasta: dateTimeSchema,
    distancia_km: z.number().nonnegative(),
    cantidad_puntos: z.number().int().nonnegative(),
    puntos: z.array(puntoSchema),
  })
  .meta({ id: 'Recorrido' });

export type Origen = z.infer<typeof origenSchema>;
export type Punto = z.infer<typeof puntoSchema>;
export type Recorrido = z.infer<typeof recorridoSchema>;
