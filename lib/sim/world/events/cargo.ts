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

/** A semi couples its trailer before a travel day and uncouples it once there. */
function trailerEvents(sink: EventSink): void {
  const { segments } = sink.plan;
  const drives = segments.filter((s) => s.kind === 'drive');
  const first = drives[0];
  const last = drives[drives.length - 1];
  if (!first || !last || !first.legs.onHighway()) return;
  const random = new Random(hashInts(sink.plan.vehicle.key, first.t0 / 1000, 0xe2));
  const coupled = first.t0 - Math.round(random.between(8, 25)) * 60_000;
  const uncoupled = last.t1 + Math.round(random.between(10, 30)) * 60_000;
  sink.emit(coupled, 'entrada_activada', { entrada: 2, sensor: 'enganche_acoplado' });
  sink.emit(uncoupled, 'entrada_desactivada', { entrada: 2, sensor: 'enganche_acoplado' });
}
