import type { TipoEventoNombre } from '@/lib/fleet/catalog';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time-grid';
import { Random, hashInts } from '../random';
import type { EventSink } from './sink';

/**
 * What happens now and then to some vehicle of a big fleet: alarms, power trouble,
 * maintenance. Each line is a chance per vehicle per day; pairs open and close a state.
 */
interface Occurrence {
  tipo: TipoEventoNombre;
  closes?: TipoEventoNombre;
  chance: number;
  when: 'driving' | 'parked' | 'any';
}

const OCCURRENCES: readonly Occurrence[] = [
  { tipo: 'panico', chance: 0.004, when: 'any' },
  { tipo: 'colision', chance: 0.001, when: 'driving' },
  { tipo: 'vuelco', chance: 0.0002, when: 'driving' },
  { tipo: 'sabotaje', chance: 0.0015, when: 'parked' },
  { tipo: 'corte_alimentacion', chance: 0.003, when: 'parked' },
  { tipo: 'alarma_disparada', chance: 0.002, when: 'parked' },
  { tipo: 'alarma_activada', closes: 'alarma_desactivada', chance: 0.01, when: 'parked' },
  { tipo: 'puerta_abierta', closes: 'puerta_cerrada', chance: 0.02, when: 'parked' },
  { tipo: 'ventanilla_abierta', closes: 'ventanilla_cerrada', chance: 0.005, when: 'parked' },
  { tipo: 'corte_combustible_activado', closes: 'corte_combustible_desactivado', chance: 0.001, when: 'parked' },
  { tipo: 'inhibidor_detectado', closes: 'inhibidor_finalizado', chance: 0.001, when: 'any' },
  { tipo: 'vibracion', chance: 0.006, when: 'parked' },
  { tipo: 'desplazamiento', chance: 0.0005, when: 'parked' },
  { tipo: 'alimentacion_baja', chance: 0.004, when: 'any' },
  { tipo: 'bateria_baja', chance: 0.003, when: 'parked' },
  { tipo: 'equipo_reiniciado', chance: 0.006, when: 'any' },
  { tipo: 'cambio_de_chip', chance: 0.0005, when: 'parked' },
  { tipo: 'posible_robo_combustible', chance: 0.002, when: 'parked' },
  { tipo: 'humedad_alta', chance: 0.003, when: 'any' },
  { tipo: 'humedad_baja', chance: 0.002, when: 'any' },
  { tipo: 'temperatura_baja', chance: 0.002, when: 'any' },
  { tipo: 'temperatura_fuera_de_rango', chance: 0.001, when: 'any' },
  { tipo: 'falla_vehiculo', chance: 0.002, when: 'driving' },
  { tipo: 'mantenimiento', chance: 0.003, when: 'any' },
  { tipo: 'otro', chance: 0.003, when: 'any' },
];

const REFRIGERATED_ONLY = new Set<TipoEventoNombre>(['humedad_alta', 'humedad_baja', 'temperatura_baja', 'temperatura_fuera_de_rango']);

export function rareEvents(sink: EventSink): void {
  const { plan } = sink;
  const random = new Random(hashInts(plan.vehicle.key, plan.day, 0xf3));
  for (const occurrence of OCCURRENCES) {
    if (!random.chance(occurrence.chance)) continue;
    if (REFRIGERATED_ONLY.has(occurrence.tipo) && !plan.vehicle.refrigerated) continue;
    // A state opened here closes the same day: days are computed one by one, and a close that
    // fell past midnight would belong to a day that knows nothing of its opening.
    const lasts = occurrence.closes ? Math.round(random.between(1, 40)) * MINUTE_MS : 0;
    const t = pickInstant(sink, occurrence.when, sink.plan.end - lasts - MINUTE_MS, random);
    if (t === null) continue;
    sink.emit(t, occurrence.tipo);
    if (occurrence.closes) sink.emit(t + lasts, occurrence.closes);
  }
}

/** An instant of a random segment of the right kind, no later than `latest`. */
function pickInstant(sink: EventSink, when: Occurrence['when'], latest: number, random: Random): number | null {
  const { plan } = sink;
  const candidates = plan.segments.filter((s) => when === 'any' || (when === 'driving') === (s.kind === 'drive'));
  const segment = candidates.length > 0 ? random.pick(candidates) : null;
  // A segment begun the day before (night work) lends this day only its part after midnight.
  const from = segment ? Math.max(segment.t0, plan.start) : 0;
  if (!segment || from > latest) return null;
  const t = from + random.next() * Math.min(segment.t1 - from, latest - from, DAY_MS - HOUR_MS);
  return segment.kind === 'drive' ? sink.fixAtOrAfter(segment, t) : Math.floor(t / 1000) * 1000;
}
