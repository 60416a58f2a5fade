import { z } from 'zod';
import { CLIENTE_ID_PATTERN, EVENTO_ID_PATTERN, VEHICULO_ID_PATTERN } from './id-patterns';

export const vehiculoIdSchema = z.string().regex(VEHICULO_ID_PATTERN, 'id de vehículo inválido');
export const clienteIdSchema = z.string().regex(CLIENTE_ID_PATTERN, 'id de cliente inválido');
export const eventoIdSchema = z.string().regex(EVENTO_ID_PATTERN, 'id de evento inválido');

export type VehiculoId = z.infer<typeof vehiculoIdSchema>;
export type ClienteId = z.infer<typeof clienteIdSchema>;
export type EventoId = z.infer<typeof eventoIdSchema>;
