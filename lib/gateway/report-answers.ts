import 'server-only';
import {
  type DiaVehiculo,
  type FlotaDias,
  type FlotaParadas,
  type FlotaResumen,
  type FlotaViajes,
  INFORME_FILAS_MAX,
  type Parada,
  type Viaje,
} from '@/lib/fleet/informes-api';
import { type StopFact, type TripFact, tripAverageKmh } from '@/lib/fleet/route-facts';
import { formatApiDateTime } from '@/lib/fleet/time';
import { daysFrom } from '@/lib/fleet/calendar-days';
import { summarise } from '@/lib/fleet/report-summary';
import { oneDay } from '@/lib/fleet/report-totals';
import { piecesOfDays, type SummaryDay, summaryDays } from '@/lib/store/report-days';
import type { Gateway } from './gateway';
import { type PreparedReport, reportBase } from './reports';

/**
 * The answers of `/api/informes/*` in the contract's words (lib/fleet/informes-api.ts): the
 * store's facts are epoch ms and English names, the wire has Argentina times and Spanish. Typed
 * by the contract rather than parsed by it: the days are 30,000 rows built here.
 */
export async function summaryReport(gateway: Gateway, report: PreparedReport): Promise<FlotaResumen> {
  const days = (await summaryDays(report.store, report)).map(toDiaVehiculo);
  const base = await reportBase(gateway, report, days.length);
  return { ...base, ...summarise(report.vehiculos, daysFrom(report.desde, report.hasta), days) };
}

export async function daysReport(gateway: Gateway, report: PreparedReport): Promise<FlotaDias> {
  const days = (await summaryDays(report.store, report)).map(toDiaVehiculo);
  return { ...(await reportBase(gateway, report, days.length)), dias: days };
}

export async function tripsReport(gateway: Gateway, report: PreparedReport): Promise<FlotaViajes> {
  const [base, pieces] = await Promise.all([reportBase(gateway, report), piecesOfDays(report.store, report)]);
  const trips = [...pieces].flatMap(([vehiculo, { trips }]) => trips.map((trip) => ({ vehiculo, trip })));
  trips.sort((a, b) => a.trip.start - b.trip.start || compare(a.vehiculo, b.vehiculo));
  return { ...base, viajes: trips.slice(0, INFORME_FILAS_MAX).map(({ vehiculo, trip }) => toViaje(vehiculo, trip)), truncado: trips.length > INFORME_FILAS_MAX };
}

export async function stopsReport(gateway: Gateway, report: PreparedReport): Promise<FlotaParadas> {
  const [base, pieces] = await Promise.all([reportBase(gateway, report), piecesOfDays(report.store, report)]);
  const stops = [...pieces].flatMap(([vehiculo, { stops }]) => stops.map((stop) => ({ vehiculo, stop })));
  stops.sort((a, b) => a.stop.arrival - b.stop.arrival || compare(a.vehiculo, b.vehiculo));
  return { ...base, paradas: stops.slice(0, INFORME_FILAS_MAX).map(({ vehiculo, stop }) => toParada(vehiculo, stop)), truncado: stops.length > INFORME_FILAS_MAX };
}

/** Exported for the bench (bench/report-summary.ts), which times the summary without a gateway. */
export function toDiaVehiculo({ vehiculo, dia, summary: s, events }: SummaryDay): DiaVehiculo {
  const amounts = { km: s.km, conduccion_ms: s.drivingMs, motor_ms: s.engineOnMs };
  return {
    vehiculo,
    dia,
    ...amounts,
    ...oneDay(amounts, events !== null),
    ralenti_ms: s.idleMs,
    nocturno_ms: s.nightDrivingMs,
    nocturno_km: s.nightKm,
    velocidad_max_kmh: s.maxSpeedKmh,
    velocidad_x_ms: s.speedTimesMs,
    viajes: s.trips,
    paradas: s.stops,
    primer_arranque: s.firstStart === null ? null : formatApiDateTime(s.firstStart),
    ultima_parada: s.lastStop === null ? null : formatApiDateTime(s.lastStop),
    eventos: events?.byCategory ?? null,
    eventos_por_tipo: events?.byType ?? null,
  };
}

function toViaje(vehiculo: string, trip: TripFact): Viaje {
  return {
    vehiculo,
    inicio: formatApiDateTime(trip.start),
    fin: formatApiDateTime(trip.end),
    inicio_lat: trip.startLat,
    inicio_lon: trip.startLon,
    fin_lat: trip.endLat,
    fin_lon: trip.endLon,
    km: trip.km,
    duracion_ms: trip.durationMs,
    conduccion_ms: trip.drivingMs,
    velocidad_max_kmh: trip.maxSpeedKmh,
    velocidad_media_kmh: tripAverageKmh(trip),
    empieza_antes: trip.startsBeforeRange,
    termina_despues: trip.endsAfterRange,
  };
}

function toParada(vehiculo: string, stop: StopFact): Parada {
  return {
    vehiculo,
    llegada: formatApiDateTime(stop.arrival),
    salida: formatApiDateTime(stop.departure),
    lat: stop.lat,
    lon: stop.lon,
    duracion_ms: stop.durationMs,
    motor_encendido_ms: stop.engineOnMs,
    empieza_antes: stop.startsBeforeRange,
    termina_despues: stop.endsAfterRange,
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
