import type { FlotaResumen, Totales, VehiculoInforme } from '@/lib/fleet/informes-api';
import { sumTotales } from '@/lib/fleet/report-totals';
import type { CategoriaId, TipoEventoNombre } from '@/lib/fleet/catalog';
import { vehicleLabel } from './summary';

/** The behaviours ranked, each the event types (or the camera's whole category) that count for it. */
export const BEHAVIOURS = ['exceso', 'frenada', 'aceleracion', 'giro', 'camara'] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

const TYPES_OF: Record<Exclude<Behaviour, 'camara'>, readonly TipoEventoNombre[]> = {
  exceso: ['exceso_velocidad'],
  frenada: ['frenada_brusca'],
  aceleracion: ['aceleracion_brusca'],
  giro: ['giro_brusco', 'cambio_carril_brusco'],
};
/** The driver-facing camera's events (fatigue, distraction, phone…) are one category. */
const CAMERA: CategoriaId = 'conductor';

export interface BehaviourRow {
  /** A vehicle id, or the driver's name. */
  key: string;
  etiqueta: string;
  /** The vehicles' assigned driver (vehicle rows), or the driver's vehicles (driver rows). */
  detalle: string;
  /** Vehicle-days whose events are held, and the km driven on them: the rates' base. */
  dias: number;
  km: number;
  eventos: Record<Behaviour, number>;
  total: number;
  /** Events per 100 km; null under `MIN_KM`, where a single event would rank a vehicle first. */
  por100: Record<Behaviour, number | null>;
  total100: number | null;
}

/** Below this distance a rate per 100 km says more about chance than about driving. */
export const MIN_KM = 10;

/** Counted over the days whose events are held only: the server's `eventos*` are. */
function countOf(totales: Totales, behaviour: Behaviour): number {
  if (behaviour === 'camara') return totales.eventos?.[CAMERA] ?? 0;
  return TYPES_OF[behaviour].reduce((sum, tipo) => sum + (totales.eventos_por_tipo?.[tipo] ?? 0), 0);
}

function rowOf(key: string, etiqueta: string, detalle: string, totales: Totales): BehaviourRow {
  // The km of the days whose events are held: counting the others' would make rates look better than they are.
  const km = totales.km_eventos;
  const eventos = Object.fromEntries(BEHAVIOURS.map((b) => [b, countOf(totales, b)])) as Record<Behaviour, number>;
  const total = BEHAVIOURS.reduce((sum, b) => sum + eventos[b], 0);
  const rate = (count: number) => (km >= MIN_KM ? (count * 100) / km : null);
  const por100 = Object.fromEntries(BEHAVIOURS.map((b) => [b, rate(eventos[b])])) as Record<Behaviour, number | null>;
  return { key, etiqueta, detalle, dias: totales.dias_eventos, km, eventos, total, por100, total100: rate(total) };
}

/** One row per vehicle; `detalle` is its assigned driver. */
export function behaviourByVehicle(resumen: Pick<FlotaResumen, 'vehiculos' | 'por_vehiculo'>): BehaviourRow[] {
  const byId = new Map(resumen.vehiculos.map((v) => [v.id, v]));
  return resumen.por_vehiculo.map((row) => {
    const v = byId.get(row.vehiculo);
    return rowOf(row.vehiculo, vehicleLabel(v, row.vehiculo), v?.conductor ?? '', row);
  });
}

/**
 * One row per assigned driver, over the days of the vehicles assigned to them now: the API knows
 * who drives a vehicle today, not who drove it each day, which the page says next to this ranking.
 * Vehicles with no assigned driver are left out.
 */
export function behaviourByDriver(resumen: Pick<FlotaResumen, 'vehiculos' | 'por_vehiculo'>): BehaviourRow[] {
  const byVehicle = new Map(resumen.por_vehiculo.map((row) => [row.vehiculo, row]));
  const vehiclesOf = new Map<string, VehiculoInforme[]>();
  for (const v of resumen.vehiculos) {
    if (!v.conductor) continue;
    const list = vehiclesOf.get(v.conductor);
    if (list) list.push(v);
    else vehiclesOf.set(v.conductor, [v]);
  }
  return [...vehiclesOf].map(([driver, vehicles]) =>
    rowOf(
      driver,
      driver,
      vehicles.map((v) => vehicleLabel(v, v.id)).join(', '),
      sumTotales(vehicles.flatMap((v) => byVehicle.get(v.id) ?? [])),
    ),
  );
}
