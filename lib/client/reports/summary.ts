import type { DiaVehiculo, FlotaResumen, VehiculoInforme } from '@/lib/fleet/informes-api';
import { daysFrom } from '@/lib/fleet/calendar-days';

/** What a set of vehicle-days adds up to: one vehicle's range, one vehicle-day, or the fleet's. */
export interface Totals {
  /** Vehicle-days the store holds. */
  dias: number;
  km: number;
  conduccion_ms: number;
  ralenti_ms: number;
  motor_ms: number;
  paradas: number;
  viajes: number;
  velocidad_max_kmh: number | null;
  /** Epoch ms; the earliest start and the latest stop of the days. */
  primer_arranque: number | null;
  ultima_parada: number | null;
  /** Events per category, over the days whose events are held; null when none of them is. */
  eventos: Record<string, number> | null;
}

export interface SummaryRow extends Totals {
  /** A vehicle id, or `vehiculo/dia` for a vehicle-day row. */
  key: string;
  vehiculo: string;
  /** The day of a vehicle-day row; null on a vehicle's row. */
  dia: string | null;
  etiqueta: string;
  patente: string | null;
  cliente: string;
}

const earliest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const latest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const instant = (iso: string | null) => (iso === null ? null : Date.parse(iso));

export function sumDays(days: readonly DiaVehiculo[]): Totals {
  const totals: Totals = {
    dias: 0,
    km: 0,
    conduccion_ms: 0,
    ralenti_ms: 0,
    motor_ms: 0,
    paradas: 0,
    viajes: 0,
    velocidad_max_kmh: null,
    primer_arranque: null,
    ultima_parada: null,
    eventos: null,
  };
  for (const day of days) {
    totals.dias += 1;
    totals.km += day.km;
    totals.conduccion_ms += day.conduccion_ms;
    totals.ralenti_ms += day.ralenti_ms;
    totals.motor_ms += day.motor_ms;
    totals.paradas += day.paradas;
    totals.viajes += day.viajes;
    if (day.velocidad_max_kmh !== null) totals.velocidad_max_kmh = Math.max(totals.velocidad_max_kmh ?? 0, day.velocidad_max_kmh);
    totals.primer_arranque = earliest(totals.primer_arranque, instant(day.primer_arranque));
    totals.ultima_parada = latest(totals.ultima_parada, instant(day.ultima_parada));
    if (day.eventos) {
      totals.eventos ??= {};
      for (const [categoria, count] of Object.entries(day.eventos)) totals.eventos[categoria] = (totals.eventos[categoria] ?? 0) + count;
    }
  }
  return totals;
}

/** What people call a vehicle: its name, else its plate, else its id. */
export function vehicleLabel(v: Pick<VehiculoInforme, 'id' | 'nombre' | 'patente'> | undefined, id: string): string {
  return v?.nombre ?? v?.patente ?? id;
}

/** The days of each vehicle, in one pass: a fleet of thousands must not scan every day once per vehicle. */
export function daysByVehicle(days: readonly DiaVehiculo[]): Map<string, DiaVehiculo[]> {
  const groups = new Map<string, DiaVehiculo[]>();
  for (const day of days) {
    const list = groups.get(day.vehiculo);
    if (list) list.push(day);
    else groups.set(day.vehiculo, [day]);
  }
  return groups;
}

function rowOf(vehicles: ReadonlyMap<string, VehiculoInforme>, vehiculo: string, dia: string | null, days: readonly DiaVehiculo[]): SummaryRow {
  const v = vehicles.get(vehiculo);
  return {
    ...sumDays(days),
    key: dia === null ? vehiculo : `${vehiculo}/${dia}`,
    vehiculo,
    dia,
    etiqueta: vehicleLabel(v, vehiculo),
    patente: v?.patente ?? null,
    cliente: v?.cliente.nombre ?? v?.cliente.id ?? '',
  };
}

/**
 * One row per vehicle of the report, or per held vehicle-day when `perDay`. A vehicle the report
 * covers but of which no day is held yet still gets its row (0 days held), so nobody reads its
 * absence as "did not move".
 */
export function summaryRows(resumen: Pick<FlotaResumen, 'vehiculos' | 'dias'>, perDay: boolean): SummaryRow[] {
  const vehicles = new Map(resumen.vehiculos.map((v) => [v.id, v]));
  if (perDay) return resumen.dias.map((day) => rowOf(vehicles, day.vehiculo, day.dia, [day]));
  const byVehicle = daysByVehicle(resumen.dias);
  const ids = [...new Set([...resumen.vehiculos.map((v) => v.id), ...byVehicle.keys()])];
  return ids.map((id) => rowOf(vehicles, id, null, byVehicle.get(id) ?? []));
}

/** A fleet quantity per day of the range, zero on days with nothing held, for the charts. */
export function perDaySeries(
  resumen: Pick<FlotaResumen, 'desde' | 'hasta' | 'dias'>,
  of: (day: DiaVehiculo) => number,
): { dias: string[]; valores: number[] } {
  const dias = daysFrom(resumen.desde, resumen.hasta);
  const index = new Map(dias.map((d, i) => [d, i]));
  const valores = dias.map(() => 0);
  for (const day of resumen.dias) {
    const i = index.get(day.dia);
    if (i !== undefined) valores[i] = (valores[i] as number) + of(day);
  }
  return { dias, valores };
}
