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

/**
 * What a set of held vehicle-days adds up to: one vehicle-day, a vehicle over the range, one day
 * of the fleet, or the whole fleet. Every field adds up (`report-totals.ts`), so the page sums
 * vehicles into drivers or the fleet without the days.
 */
export const totalesSchema = z.object({
  /** Vehicle-days whose routes are held. */
  dias: count,
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
  /** The earliest start and the latest rest of the days. */
  primer_arranque: dateTimeSchema.nullable(),
  ultima_parada: dateTimeSchema.nullable(),
  /** Of those days, the ones whose events are held too, and the km driven on them: the base of rates per 100 km. */
  dias_eventos: count,
  km_eventos: km,
  /** Events per `categoria` and per `tipo` over the days whose events are held; null when none of them is. */
  eventos: z.record(z.string(), count).nullable(),
  eventos_por_tipo: z.record(z.string(), count).nullable(),
  /** Days with any driving, and the engine-on time of those days. */
  dias_usados: count,
  motor_usado_ms: ms,
});
export type Totales = z.infer<typeof totalesSchema>;

/** One vehicle over the range. */
export const resumenVehiculoSchema = totalesSchema.extend({
  vehiculo: z.string(),
  /**
   * The longest run of consecutive held days without driving. A day not held yet breaks the run:
   * it may be the day the vehicle moved.
   */
  inactivo_max: count,
});
export type ResumenVehiculo = z.infer<typeof resumenVehiculoSchema>;

/** The report's vehicles on one day of the range. */
export const resumenDiaSchema = totalesSchema.extend({ dia: day });
export type ResumenDia = z.infer<typeof resumenDiaSchema>;

/** One vehicle over one closed day. */
export const diaVehiculoSchema = totalesSchema.extend({ vehiculo: z.string(), dia: day });
export type DiaVehiculo = z.infer<typeof diaVehiculoSchema>;

const informeBase = {
  /** Argentina days, both included. */
  desde: day,
  hasta: day,
  vehiculos: z.array(vehiculoInformeSchema),
  cobertura: coberturaSchema,
  historial: historialSyncSchema.nullable(),
};

/**
 * `/api/informes/resumen`: a row per vehicle of the report (one with nothing held yet included,
 * so nobody reads its absence as "did not move"), one per day of the range, and the fleet's
 * totals. Sized by vehicles, not vehicle-days: the days come on demand (`/api/informes/dias`).
 */
export const flotaResumenSchema = z.object({
  ...informeBase,
  por_vehiculo: z.array(resumenVehiculoSchema),
  por_dia: z.array(resumenDiaSchema),
  total: totalesSchema,
});
export type FlotaResumen = z.infer<typeof flotaResumenSchema>;

/** `/api/informes/dias`: every held vehicle-day of the range, by vehicle and day. */
export const flotaDiasSchema = z.object({ ...informeBase, dias: z.array(diaVehiculoSchema) });
export type FlotaDias = z.infer<typeof flotaDiasSchema>;

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
