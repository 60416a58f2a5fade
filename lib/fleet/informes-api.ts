import { z } from 'zod';
import { dateTimeSchema } from './schemas/date-time';
import { vehiculoSchema } from './schemas/vehiculo';
import { historialSyncSchema } from './flota-api';

/**
 * What `/api/informes/*` answer: reports over closed Argentina days the store holds, built from
 * the derived facts kept once per vehicle-day (docs/route-facts.md). Shared by the route
 * handlers and the report page, so the two cannot drift.
 */

/** The widest report: the store keeps at most the API's 90-day history window. */
export const INFORME_MAX_DIAS = 90;
/** The most trips or stops one answer lists; past it `truncado` is true and the person narrows the choice. */
export const INFORME_FILAS_MAX = 20_000;

const ms = z.number().int().nonnegative();
const count = z.number().int().nonnegative();
const km = z.number().nonnegative();
const day = z.iso.date();

/** A vehicle of the report as the key's vehicle list names it; `conductor` is its assigned driver now. */
export const vehiculoInformeSchema = vehiculoSchema.pick({ id: true, patente: true, nombre: true, cliente: true, conductor: true });
export type VehiculoInforme = z.infer<typeof vehiculoInformeSchema>;

/** Of the vehicle-days the report covers, how many the store holds (the rest are still syncing). */
export const coberturaSchema = z.object({
  rutas: z.object({ guardados: count, total: count }),
  eventos: z.object({ guardados: count, total: count }),
});
export type Cobertura = z.infer<typeof coberturaSchema>;

/** One vehicle over one closed day: the stored facts' totals, and its events when that day's are held. */
export const diaVehiculoSchema = z.object({
  vehiculo: z.string(),
  dia: day,
  km,
  conduccion_ms: ms,
  ralenti_ms: ms,
  motor_ms: ms,
  nocturno_ms: ms,
  nocturno_km: km,
  velocidad_max_kmh: z.number().nonnegative().nullable(),
  /** Speed × time while driving: over `conduccion_ms` it is the mean speed while moving. */
  velocidad_x_ms: z.number().nonnegative(),
  viajes: count,
  paradas: count,
  primer_arranque: dateTimeSchema.nullable(),
  ultima_parada: dateTimeSchema.nullable(),
  /** Events per `categoria` and per `tipo`; null when that day's events are not held yet. */
  eventos: z.record(z.string(), count).nullable(),
  eventos_por_tipo: z.record(z.string(), count).nullable(),
});
export type DiaVehiculo = z.infer<typeof diaVehiculoSchema>;

const informeBase = {
  /** Argentina days, both included. */
  desde: day,
  hasta: day,
  vehiculos: z.array(vehiculoInformeSchema),
  cobertura: coberturaSchema,
  historial: historialSyncSchema.nullable(),
};

/** `/api/informes/resumen`: every held vehicle-day of the range; the page sums them per vehicle, per day and for the fleet. */
export const flotaResumenSchema = z.object({ ...informeBase, dias: z.array(diaVehiculoSchema) });
export type FlotaResumen = z.infer<typeof flotaResumenSchema>;

/** A piece cut by the range: it began before `desde`, or had not ended by the end of `hasta`. */
const edges = { empieza_antes: z.boolean(), termina_despues: z.boolean() };

/** A trip, joined across midnight when it crossed it. */
export const viajeSchema = z.object({
  vehiculo: z.string(),
  inicio: dateTimeSchema,
  fin: dateTimeSchema,
  inicio_lat: z.number(),
  inicio_lon: z.number(),
  fin_lat: z.number(),
  fin_lon: z.number(),
  km,
  duracion_ms: ms,
  conduccion_ms: ms,
  velocidad_max_kmh: z.number().nonnegative().nullable(),
  velocidad_media_kmh: z.number().nonnegative().nullable(),
  ...edges,
});
export type Viaje = z.infer<typeof viajeSchema>;

/** A stop, joined across midnight when the vehicle stayed the night. */
export const paradaSchema = z.object({
  vehiculo: z.string(),
  llegada: dateTimeSchema,
  salida: dateTimeSchema,
  lat: z.number(),
  lon: z.number(),
  duracion_ms: ms,
  motor_encendido_ms: ms,
  ...edges,
});
export type Parada = z.infer<typeof paradaSchema>;

/** `/api/informes/viajes`, by start time; at most `INFORME_FILAS_MAX`. */
export const flotaViajesSchema = z.object({ ...informeBase, viajes: z.array(viajeSchema), truncado: z.boolean() });
export type FlotaViajes = z.infer<typeof flotaViajesSchema>;

/** `/api/informes/paradas`, by arrival; at most `INFORME_FILAS_MAX`. */
export const flotaParadasSchema = z.object({ ...informeBase, paradas: z.array(paradaSchema), truncado: z.boolean() });
export type FlotaParadas = z.infer<typeof flotaParadasSchema>;
