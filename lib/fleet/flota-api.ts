import { z } from 'zod';
import { dateTimeSchema } from './schemas/date-time';
import { errorBodySchema } from './schemas/error-body';
import {
  catalogoEnvelopeSchema,
  clientesEnvelopeSchema,
  estadoEnvelopeSchema,
  eventosEnvelopeSchema,
  posicionEnvelopeSchema,
  posicionesEnvelopeSchema,
  recorridoEnvelopeSchema,
  vehiculoEnvelopeSchema,
  vehiculosEnvelopeSchema,
} from './schemas/envelopes';
import { eventoSchema } from './schemas/evento';

/**
 * What our own `/api` routes answer: the API's envelopes plus Flota's fields. Shared by the
 * route handlers (server) and the hooks (browser), so the two cannot drift.
 */

/** How fresh a cached answer is; `desactualizado` is true when served from cache after an upstream failure. */
export const frescuraSchema = z.object({
  obtenido: dateTimeSchema.nullable(),
  antiguedad_s: z.number().nonnegative().nullable(),
  desactualizado: z.boolean(),
  error: errorBodySchema.shape.error.nullable(),
});
export type Frescura = z.infer<typeof frescuraSchema>;

export const flotaPosicionesSchema = posicionesEnvelopeSchema.extend({ frescura: frescuraSchema });
export const flotaVehiculosSchema = vehiculosEnvelopeSchema.extend({ frescura: frescuraSchema });
export const flotaClientesSchema = clientesEnvelopeSchema.extend({ frescura: frescuraSchema });
export const flotaCatalogoSchema = catalogoEnvelopeSchema.extend({ frescura: frescuraSchema });
/** A route for any range up to 90 days; `partes` says how many ≤ 7-day upstream queries it took. */
export const flotaRecorridoSchema = recorridoEnvelopeSchema.extend({ partes: z.number().int().positive() });

/** `/api/eventos` streams NDJSON, one message per line, in this order: plan, parte…, fin | error. */
export const historialMensajeSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('plan'), partes: z.number().int().nonnegative(), unidades: z.number().int().nonnegative() }),
  z.object({
    tipo: z.literal('parte'),
    hechas: z.number().int().positive(),
    partes: z.number().int().positive(),
    unidades_gastadas: z.number().int().nonnegative(),
    eventos: z.array(eventoSchema),
  }),
  z.object({ tipo: z.literal('fin'), cantidad: z.number().int().nonnegative(), desde: dateTimeSchema, hasta: dateTimeSchema }),
  z.object({ tipo: z.literal('error'), error: errorBodySchema.shape.error }),
]);
export type HistorialMensaje = z.infer<typeof historialMensajeSchema>;

/** The most events a live stream opened without `Last-Event-ID` first sends as `reciente`. */
export const STREAM_BACKLOG_MAX = 500;

export const flotaVehiculoSchema = vehiculoEnvelopeSchema.extend({ frescura: frescuraSchema });
export const flotaPosicionSchema = posicionEnvelopeSchema.extend({ frescura: frescuraSchema });
/** `/api/eventos` with `Accept: application/json`: every part merged, de-duplicated and ordered. */
export const flotaEventosSchema = eventosEnvelopeSchema;

/** How one of the gateway's live pollers is doing. */
export const pollerSaludSchema = z.object({
  activo: z.boolean(),
  intervalo_s: z.number().int().positive(),
  ultimo_ok: dateTimeSchema.nullable(),
  /** The last poll failed, or the last success is older than two intervals while someone watches. */
  desactualizado: z.boolean(),
});

/** The gateway's own health: `/api/estado` answers it as `gateway`; the SSE stream sends it as `estado`. */
export const gatewaySaludSchema = z.object({
  posiciones: pollerSaludSchema,
  eventos: pollerSaludSchema,
  ultimo_error: errorBodySchema.shape.error.extend({ fecha: dateTimeSchema, ruta: z.string() }).nullable(),
  unidades: z.object({
    limite: z.number().int().nullable(),
    restantes: z.number().int().nullable(),
    ultimo_minuto: z.number().int().nonnegative(),
    /** Units spent in each of the last 60 minutes, oldest first. */
    por_minuto: z.array(z.number().int().nonnegative()),
    en_cola: z.number().int().nonnegative(),
    en_curso: z.number().int().nonnegative(),
    pausado_hasta: dateTimeSchema.nullable(),
  }),
});
export type GatewaySalud = z.infer<typeof gatewaySaludSchema>;

/**
 * The gateway's health as every signed-in user may see it (`/api/salud`, the SSE `estado`
 * message): how fresh the live data is and how often it is polled, the live pollers' own last
 * failure (`ruta` is `/v1/posiciones` or `/v1/eventos`, `mensaje` Flota's text for its code)
 * and until when the budget paused them. Never other calls' errors, whose paths and texts may
 * name another client's vehicles, nor the key's budget figures: those are the admin's
 * `/api/estado`. A `GatewaySalud` has every field of this one.
 */
export const saludVistaSchema = z.object({
  posiciones: pollerSaludSchema,
  eventos: pollerSaludSchema,
  ultimo_error: errorBodySchema.shape.error.extend({ fecha: dateTimeSchema, ruta: z.string() }).nullable(),
  unidades: z.object({ pausado_hasta: dateTimeSchema.nullable() }),
});
export type SaludVista = z.infer<typeof saludVistaSchema>;

/** Which role an instance leads (polling positions, following events) and until when its lease runs. */
export const liderazgoSchema = z.object({ rol: z.string(), instancia: z.string(), desde: dateTimeSchema, vence: dateTimeSchema });

/**
 * Flota's store as last checked (at most a few seconds ago): embedded in the process or a
 * PostgreSQL server, this instance's name in it, and when reachable its size, the oldest day it
 * holds anything for and the leases held. `error` (why it is out of reach) only in the admin's
 * `/api/estado`: it may name the database's host. `null` when Flota runs without a store.
 */
export const almacenamientoSchema = z.discriminatedUnion('alcanzable', [
  z.object({
    alcanzable: z.literal(true),
    motor: z.enum(['embebido', 'servidor']),
    instancia: z.string(),
    tamano_bytes: z.number().int().nonnegative(),
    dia_mas_antiguo: z.iso.date().nullable(),
    lideres: z.array(liderazgoSchema),
    latencia_ms: z.number().int().nonnegative(),
    revisado: dateTimeSchema,
  }),
  z.object({
    alcanzable: z.literal(false),
    motor: z.enum(['embebido', 'servidor']),
    instancia: z.string(),
    error: z.string().optional(),
    /** The first check that found it out of reach, of the checks since it last answered. */
    sin_acceso_desde: dateTimeSchema,
    revisado: dateTimeSchema,
  }),
]);
export type Almacenamiento = z.infer<typeof almacenamientoSchema>;

/**
 * The history sync's progress: the vehicle-days of routes the store holds (`guardados`) of those
 * it keeps (`total`: the key's `vehiculos` over the last `dias` closed days, `desde` to `hasta`),
 * and in how long it should be complete at the pace of the last minutes (null until that pace is
 * known, and once complete). `null` where the sync is off or Flota runs without a store.
 */
export const historialSyncSchema = z.object({
  dias: z.number().int().nonnegative(),
  /** The vehicles synced; `total` is their vehicle-days. */
  vehiculos: z.number().int().nonnegative(),
  /** Vehicles whose routes the service keeps none of (`501 no_disponible`): not synced, not in `total`. */
  sin_historial: z.number().int().nonnegative(),
  desde: z.iso.date().nullable(),
  hasta: z.iso.date().nullable(),
  guardados: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  porcentaje: z.number().min(0).max(100),
  completo_en_s: z.number().int().nonnegative().nullable(),
  revisado: dateTimeSchema,
});
export type HistorialSync = z.infer<typeof historialSyncSchema>;

/** `/api/salud`: the gateway's health, the store's and the history sync's. */
export const flotaSaludSchema = saludVistaSchema.extend({ almacenamiento: almacenamientoSchema.nullable(), historial: historialSyncSchema.nullable() });
export type FlotaSalud = z.infer<typeof flotaSaludSchema>;

export const flotaEstadoSchema = estadoEnvelopeSchema.extend({
  gateway: gatewaySaludSchema,
  frescura: frescuraSchema,
  almacenamiento: almacenamientoSchema.nullable(),
  historial: historialSyncSchema.nullable(),
});
