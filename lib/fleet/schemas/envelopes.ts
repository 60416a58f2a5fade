import { z } from 'zod';
import { clienteSchema } from './cliente';
import { dateTimeSchema } from './date-time';
import { estadoSchema } from './estado';
import { eventoSchema } from './evento';
import { posicionSchema } from './posicion';
import { recorridoSchema } from './recorrido';
import { tipoEventoSchema } from './tipo-evento';
import { vehiculoSchema } from './vehiculo';

function listOf<T extends z.ZodType>(item: T) {
  return z.object({ datos: z.array(item), cantidad: z.number().int().nonnegative() });
}

export const estadoEnvelopeSchema = z.object({ datos: estadoSchema }).meta({ id: 'EstadoRespuesta' });
export const catalogoEnvelopeSchema = listOf(tipoEventoSchema).meta({ id: 'CatalogoRespuesta' });
export const clientesEnvelopeSchema = listOf(clienteSchema).meta({ id: 'ClientesRespuesta' });
export const vehiculosEnvelopeSchema = listOf(vehiculoSchema).meta({ id: 'VehiculosRespuesta' });
export const vehiculoEnvelopeSchema = z.object({ datos: vehiculoSchema }).meta({ id: 'VehiculoRespuesta' });
export const posicionesEnvelopeSchema = listOf(posicionSchema)
  .extend({ sin_posicion: z.number().int().nonnegative() })
  .meta({ id: 'PosicionesRespuesta' });
export const posicionEnvelopeSchema = z.object({ datos: posicionSchema }).meta({ id: 'PosicionRespuesta' });
export const recorridoEnvelopeSchema = z.object({ datos: recorridoSchema }).meta({ id: 'RecorridoRespuesta' });
export const eventosEnvelopeSchema = listOf(eventoSchema)
  .extend({ desde: dateTimeSchema, hasta: dateTimeSchema })
  .meta({ id: 'EventosRespuesta' });

export type EstadoEnvelope = z.infer<typeof estadoEnvelopeSchema>;
export type PosicionesEnvelope = z.infer<typeof posicionesEnvelopeSchema>;
export type EventosEnvelope = z.infer<typeof eventosEnvelopeSchema>;
