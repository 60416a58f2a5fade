import { z } from 'zod';
import { CATEGORIA_IDS, EVENT_TYPES } from '../catalog';
import { eventoIdSchema, vehiculoIdSchema } from '../ids';
import { dateTimeSchema } from './date-time';
import { latitudSchema, longitudSchema } from './posicion';

export const tipoEventoNombreSchema = z.enum(EVENT_TYPES);
export const categoriaIdSchema = z.enum(CATEGORIA_IDS);

/** `entrada` and `sensor` exist only on input events (docs/fleet-api.md#evento); the refinement keeps that true. */
export const eventoSchema = z
  .object({
    id: eventoIdSchema,
    vehiculo: vehiculoIdSchema,
    patente: z.string().nullable(),
    // Unknown future types must not break clients (docs/fleet-api.md#versioning), so the wire schema takes any string.
    tipo: z.string(),
    categoria: z.string(),
    descripcion: z.string(),
    fecha: dateTimeSchema,
    latitud: latitudSchema.nullable(),
    longitud: longitudSchema.nullable(),
    velocidad_kmh: z.number().int().nonnegative().nullable(),
    entrada: z.number().int().nonnegative().optional(),
    sensor: z.string().nullable().optional(),
  })
  .meta({ id: 'Evento' });

export type Evento = z.infer<typeof eventoSchema>;

export const INPUT_TYPES = ['entrada_activada', 'entrada_desactivada'] as const;

export function isInputEvent(tipo: string): boolean {
  return (INPUT_TYPES as readonly string[]).includes(tipo);
}
