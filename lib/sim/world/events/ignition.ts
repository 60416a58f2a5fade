import { MINUTE_MS, driveFixTime, firstDriveSlot } from '../time-grid';
import { timeAtKm } from '../drive';
import { DEPOT_FENCE_KM } from '../places';
import type { Stop } from '../plan';
import { unitHash } from '../random';
import type { EventSink } from './sink';

/**
 * Ignition at the ends of each trip, the depot geofence, idling and long stops, the driver's
 * identification at the first start of the day, refuelling on a highway rest.
 */
export function ignitionEvents(sink: EventSink): void {
  const { segments, vehicle } = sink.plan;
  let firstStart = true;
  segments.forEach((segment, i) => {
    const prev = segments[i - 1];
    const next = segments[i + 1];
    if (segment.kind === 'stop') {
      stopEvents(sink, segment);
      return;
    }
    if (prev?.kind === 'stop' && !prev.engineOn) {
      if (firstStart && vehicle.conductor && vehicle.readsDriverId) {
        sink.emit(segment.t0 - 20_000, 'identificacion_conductor', { detail: vehicle.conductor });
      }
      sink.emit(segment.t0, 'encendido');
      firstStart = false;
    }
    if (next?.kind === 'stop' && !next.engineOn) sink.emit(segment.t1, 'apagado');
    if (prev?.kind === 'stop' && prev.atDepot) {
      const t = timeAtKm(segment, segment.kmStart + DEPOT_FENCE_KM);
      if (t < segment.t1) sink.emit(sink.fixAtOrAfter(segment, t), 'geocerca_salida', { detail: 'Depósito' });
    }
    if (next?.kind === 'stop' && next.atDepot) {
      const t = timeAtKm(segment, segment.kmEnd - DEPOT_FENCE_KM);
      if (t > segment.t0) sink.emit(sink.fixAtOrAfter(segment, t), 'geocerca_entrada', { detail: 'Depósito' });
    }
  });
}

function stopEvents(sink: EventSink, stop: Stop): void {
  const key = sink.plan.vehicle.key;
  const duration = stop.t1 - stop.t0;
  if (stop.engineOn) {
    if (duration > 10 * MINUTE_MS) sink.emit(fixAfter(key, stop.t0 + 10 * MINUTE_MS), 'ralenti');
    if (duration > 30 * MINUTE_MS) sink.emit(fixAfter(key, stop.t0 + 30 * MINUTE_MS), 'detencion_prolongada');
  }
  if (stop.purpose === 'rest' && unitHash(key, stop.t0 / 1000, 0xc1) < 0.35) {
    const t = stop.t0 + Math.floor(duration * 0.3 / 1000) * 1000;
    sink.emit(t, 'carga_combustible', { detail: `${Math.round(150 + 250 * unitHash(key, stop.t0 / 1000, 0xc2))} litros` });
  }
}

/** The first fix at or after t of an idling vehicle (it reports as if driving). */
function fixAfter(key: number, t: number): number {
  return driveFixTime(key, firstDriveSlot(key, t));
}
