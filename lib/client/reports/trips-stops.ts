import type { FlotaParadas, FlotaViajes, Parada, Viaje, VehiculoInforme } from '@/lib/fleet/informes-api';
import { replayHref } from '../replay/url-state';
import { vehicleLabel } from './summary';

interface Named {
  key: string;
  etiqueta: string;
  cliente: string;
}
export type TripRow = Viaje & Named & { inicio_ms: number; fin_ms: number };
export type StopRow = Parada & Named & { llegada_ms: number; salida_ms: number };

function namer(vehiculos: readonly VehiculoInforme[]) {
  const byId = new Map(vehiculos.map((v) => [v.id, v]));
  return (id: string) => {
    const v = byId.get(id);
    return { etiqueta: vehicleLabel(v, id), cliente: v?.cliente.nombre ?? v?.cliente.id ?? '' };
  };
}

export function tripRows(answer: Pick<FlotaViajes, 'vehiculos' | 'viajes'>): TripRow[] {
  const name = namer(answer.vehiculos);
  return answer.viajes.map((v) => ({ ...v, ...name(v.vehiculo), key: `${v.vehiculo}/${v.inicio}`, inicio_ms: Date.parse(v.inicio), fin_ms: Date.parse(v.fin) }));
}

export function stopRows(answer: Pick<FlotaParadas, 'vehiculos' | 'paradas'>): StopRow[] {
  const name = namer(answer.vehiculos);
  return answer.paradas.map((p) => ({
    ...p,
    ...name(p.vehiculo),
    key: `${p.vehiculo}/${p.llegada}`,
    llegada_ms: Date.parse(p.llegada),
    salida_ms: Date.parse(p.salida),
  }));
}

/** The replay of exactly the trip. */
export function tripReplayHref(trip: Pick<TripRow, 'vehiculo' | 'inicio_ms' | 'fin_ms'>): string {
  return replayHref({ vehiculo: trip.vehiculo, desde: trip.inicio_ms, hasta: trip.fin_ms });
}

/** Shown around a stop in its replay: the arrival and the departure, with a little of the road each side. */
export const STOP_REPLAY_MARGIN_MS = 15 * 60_000;

export function stopReplayHref(stop: Pick<StopRow, 'vehiculo' | 'llegada_ms' | 'salida_ms'>): string {
  return replayHref({ vehiculo: stop.vehiculo, desde: stop.llegada_ms - STOP_REPLAY_MARGIN_MS, hasta: stop.salida_ms + STOP_REPLAY_MARGIN_MS });
}
