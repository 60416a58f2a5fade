import { z } from 'zod';

/** Identifiers are opaque after their prefix; letters, digits, `_` and `-` keep them URL-safe. */
const opaque = '[A-Za-z0-9][A-Za-z0-9_-]{0,63}';

export const vehiculoIdSchema = z.string().regex(new RegExp(`^veh_${opaque}$`), 'id de vehículo inválido');
export const clienteIdSchema = z.string().regex(new RegExp(`^cli_${opaque}$`), 'id de cliente inválido');
export const eventoIdSchema = z.string().regex(new RegExp(`^evt_${opaque}$`), 'id de evento inválido');

export type VehiculoId = z.infer<typeof vehiculoIdSchema>;
export type ClienteId = z.infer<typeof clienteIdSchema>;
export type EventoId = z.infer<typeof eventoIdSchema>;
