import { MINUTE_MS } from '../time-grid';
import { type Interval, driveGap } from '../connectivity';
import { segmentIndexAt } from '../plan';
import type { EventSink } from './sink';

/** Signal lost and found again, devices that drop off the network and come back. */
export function deviceEvents(sink: EventSink): void {
  const { plan, net } = sink;
  for (const segment of plan.segments) {
    if (segment.kind !== 'drive') continue;
    const gap = driveGap(plan.vehicle, segment);
    // Inside a longer loss or a silence the device has no new state to tell.
    if (!gap || overlaps(net.gpsFaults, gap) || overlaps(net.outages, gap)) continue;
    sink.emit(gap.t0, 'sin_senal_gps');
    sink.emit(sink.fixAtOrAfter(segment, gap.t1), 'senal_gps_recuperada');
  }
  for (const fault of net.gpsFaults) {
    sink.emit(fault.t0, 'sin_senal_gps');
    if (fault.t1 < plan.end) sink.emit(atFixAfter(sink, fault.t1), 'senal_gps_recuperada');
  }
  for (const outage of net.outages) {
    // The platform notices the silence after half an hour; the device says hello when it is back.
    sink.emit(outage.t0 + 30 * MINUTE_MS, 'sin_conexion', { platform: true });
    sink.emit(outage.t1, 'equipo_conectado');
  }
}

function atFixAfter(sink: EventSink, t: number): number {
  const segment = sink.plan.segments[segmentIndexAt(sink.plan, t)]!;
  return segment.kind === 'drive' ? sink.fixAtOrAfter(segment, t) : t;
}

function overlaps(intervals: readonly Interval[], { t0, t1 }: Interval): boolean {
  return intervals.some((i) => i.t0 < t1 && i.t1 > t0);
}
