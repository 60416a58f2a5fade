import { MINUTE_MS } from '../time-grid';
import type { Stop } from '../plan';
import { Random, hashInts } from '../random';
import { excursionAt, highThreshold, setpoint } from '../sensors';
import type { EventSink } from './sink';

/** Input changes (with what is wired to the input) and cargo temperature out of range. */
export function cargoEvents(sink: EventSink): void {
  const { plan } = sink;
  const { vehicle } = plan;
  const stops = plan.segments.filter((s): s is Stop => s.kind === 'stop');
  for (const stop of stops) {
    const random = new Random(hashInts(vehicle.key, stop.t0 / 1000, 0xe1));
    const long = stop.t1 - stop.t0 > 5 * MINUTE_MS;
    if (stop.purpose === 'customer' && long) {
      if (vehicle.refrigerated) toggleInput(sink, stop, 1, 'puerta_carga', random);
      else if (vehicle.profile === 'service' && random.chance(0.2)) toggleInput(sink, stop, 3, null, random);
    }
    const excursion = excursionAt(vehicle, stop);
    if (excursion) {
      const rise = excursion.peak - setpoint(vehicle);
      const over = (highThreshold(vehicle) - setpoint(vehicle)) / rise;
      const alta = stop.t0 + Math.ceil(((stop.t1 - stop.t0) * over) / 1000) * 1000;
      sink.emit(alta, 'temperatura_alta', { detail: `umbral ${highThreshold(vehicle)} °C` });
      const normal = stop.t1 + Math.ceil((20 * MINUTE_MS * (1 - over)) / 1000) * 1000;
      const next = plan.segments.find((s) => s.t0 <= normal && s.t1 > normal);
      sink.emit(next?.kind === 'drive' ? sink.fixAtOrAfter(next, normal) : normal, 'temperatura_normal');
    }
  }
  if (vehicle.profile === 'longHaul') trailerEvents(sink);
}

function toggleInput(sink: EventSink, stop: Stop, entrada: number, sensor: string | null, random: Random): void {
  const on = stop.t0 + Math.round(random.between(40, 150)) * 1000;
  const off = stop.t1 - Math.round(random.between(30, 100)) * 1000;
  if (off <= on) return;
  sink.emit(on, 'entrada_activada', { entrada, sensor });
  sink.emit(off, 'entrada_desactivada', { entrada, sensor });
}

/**
 * A semi couples its trailer at the depot before it takes the road and uncouples it at the depot
 * it reaches. A night run leaves one day and arrives the next: each day raises what falls in it.
 */
function trailerEvents(sink: EventSink): void {
  const { segments } = sink.plan;
  segments.forEach((segment, i) => {
    if (segment.kind !== 'drive' || !segment.legs.onHighway()) return;
    const prev = segments[i - 1];
    const next = segments[i + 1];
    const random = new Random(hashInts(sink.plan.vehicle.key, segment.t0 / 1000, 0xe2));
    const coupleMs = Math.round(random.between(8, 25)) * 60_000;
    const uncoupleMs = Math.round(random.between(10, 30)) * 60_000;
    if (prev?.kind === 'stop' && prev.atDepot) {
      sink.emit(segment.t0 - coupleMs, 'entrada_activada', { entrada: 2, sensor: 'enganche_acoplado' });
    }
    if (next?.kind === 'stop' && next.atDepot) {
      sink.emit(segment.t1 + uncoupleMs, 'entrada_desactivada', { entrada: 2, sensor: 'enganche_acoplado' });
    }
  });
}
