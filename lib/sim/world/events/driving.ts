import { HOUR_MS, MINUTE_MS, dayStart } from '../time-grid';
import type { Drive } from '../drive';
import { Random, hashInts } from '../random';
import type { EventSink } from './sink';
import type { TipoEventoNombre } from '@/lib/fleet/catalog';

/** Speeding, harsh manoeuvres, long and night driving, and what a driver camera sees. */
export function drivingEvents(sink: EventSink): void {
  const { plan } = sink;
  const drives = plan.segments.filter((s): s is Drive => s.kind === 'drive');
  for (const drive of drives) {
    const random = new Random(hashInts(plan.vehicle.key, drive.t0 / 1000, 0xd7));
    manoeuvres(sink, drive, random);
    if (drive.t1 - drive.t0 > 3.5 * HOUR_MS) {
      sink.emit(sink.fixAtOrAfter(drive, drive.t0 + 3.5 * HOUR_MS), 'conduccion_prolongada');
    }
    if (plan.vehicle.equipo.tipo === 'camara') cameraEvents(sink, drive, random);
  }
  nightDriving(sink, drives, plan.day);
}

function manoeuvres(sink: EventSink, drive: Drive, random: Random): void {
  const { legs } = drive;
  const count = legs.count;
  // -1 before the first leg: neither stopped (0) nor fast.
  let prevKmh = -1;
  for (let i = 0; i < count; i++) {
    const t0 = legs.t0(i);
    const kmh = legs.kmh(i);
    const limit = legs.limit(i);
    if (kmh > limit + 5 && legs.t1(i) - t0 > 20_000) {
      const t = sink.fixAtOrAfter(drive, t0);
      if (t < legs.t1(i)) sink.emit(t, 'exceso_velocidad', { detail: `máxima ${limit} km/h` });
    }
    if (kmh === 0 && prevKmh > 35 && random.chance(0.05)) {
      sink.emit(sink.fixAtOrAfter(drive, t0 - 15_000), 'frenada_brusca');
    }
    if (prevKmh === 0 && random.chance(0.03)) sink.emit(sink.fixAtOrAfter(drive, t0), 'aceleracion_brusca');
    if (legs.turn(i) && random.chance(0.03)) sink.emit(sink.fixAtOrAfter(drive, t0), 'giro_brusco');
    if (limit >= 80 && random.chance(0.003)) sink.emit(sink.fixAtOrAfter(drive, t0), 'cambio_carril_brusco');
    prevKmh = kmh;
  }
  if (legs.onHighway() && random.chance(0.02)) {
    sink.emit(sink.fixAtOrAfter(drive, (drive.t0 + drive.t1) / 2), 'desvio_de_ruta');
  }
}

/**
 * Once when the vehicle sets off before 06:00, once when it first drives after 22:00. A drive
 * that runs on past midnight raised its event the evening before, so only a drive that starts
 * in the small hours raises the morning's.
 */
function nightDriving(sink: EventSink, drives: readonly Drive[], day: number): void {
  const start = dayStart(day);
  const morning = start + 6 * HOUR_MS;
  const evening = start + 22 * HOUR_MS;
  const early = drives.find((d) => d.t0 >= start && d.t0 < morning);
  if (early) sink.emit(sink.fixAtOrAfter(early, early.t0 + 1), 'conduccion_nocturna');
  const late = drives.find((d) => d.t1 > evening);
  if (late) sink.emit(sink.fixAtOrAfter(late, Math.max(evening, late.t0 + 1)), 'conduccion_nocturna');
}

const CAMERA_TYPES: readonly TipoEventoNombre[] = [
  'distraccion', 'distraccion', 'uso_celular', 'uso_celular', 'fatiga', 'fumando',
  'aviso_colision_frontal', 'salida_de_carril', 'distancia_insuficiente', 'distancia_insuficiente', 'peaton_detectado',
];

function cameraEvents(sink: EventSink, drive: Drive, random: Random): void {
  const trials = Math.floor((drive.t1 - drive.t0) / (30 * MINUTE_MS)) + 1;
  for (let i = 0; i < trials; i++) {
    if (!random.chance(0.15)) continue;
    const t = drive.t0 + random.next() * (drive.t1 - drive.t0);
    sink.emit(sink.fixAtOrAfter(drive, t), random.pick(CAMERA_TYPES));
  }
}
