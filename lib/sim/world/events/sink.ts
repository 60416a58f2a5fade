import type { TipoEventoNombre } from '@/lib/fleet/catalog';
import { driveFixTime, firstDriveSlot } from '../time-grid';
import { type Connectivity, driveGap, within } from '../connectivity';
import { type Drive, drivePlaceAt } from '../drive';
import { type DayPlan, segmentIndexAt } from '../plan';
import { reportedSpeed } from '../sensors';
import { TYPE_NUMBER } from './event-columns';

/** An event as a source raises it; coordinates are null when the device had no fix. */
export interface RawEvent {
  t: number;
  tipo: TipoEventoNombre;
  /** The type's catalog number, which orders ids. */
  type: number;
  lat: number | null;
  lon: number | null;
  kmh: number | null;
  entrada?: number;
  sensor?: string | null;
  detail?: string;
}

export interface EmitOptions {
  entrada?: number;
  sensor?: string | null;
  detail?: string;
  /** Raised by the platform, not the device (e.g. `sin_conexion`): exists while the device is offline. */
  platform?: boolean;
}

/**
 * Collects a day's events, placing each one where the vehicle was at its instant: on the
 * route. A device that was offline raises nothing; one without a fix raises it without place.
 */
export class EventSink {
  readonly events: RawEvent[] = [];

  readonly net: Connectivity;

  constructor(readonly plan: DayPlan) {
    this.net = plan.net;
  }

  emit(t: number, tipo: TipoEventoNombre, options?: EmitOptions): void {
    const { plan } = this;
    if (t < plan.start || t >= plan.end) return;
    const offline = within(this.net.outages, t) !== undefined;
    if (offline && !options?.platform) return;
    const place = offline ? null : this.locate(t);
    this.events.push({
      t,
      tipo,
      type: TYPE_NUMBER.get(tipo)!,
      lat: place?.lat ?? null,
      lon: place?.lon ?? null,
      kmh: place?.kmh ?? null,
      entrada: options?.entrada,
      sensor: options?.sensor,
      detail: options?.detail,
    });
  }

  /** The first fix of the drive at or after t, so a driving event coincides with a route point. */
  fixAtOrAfter(drive: Drive, t: number): number {
    const fix = driveFixTime(this.plan.vehicle.key, firstDriveSlot(this.plan.vehicle.key, Math.max(t, drive.t0)));
    return fix < drive.t1 ? fix : drive.t1;
  }

  private locate(t: number): { lat: number; lon: number; kmh: number } | null {
    if (within(this.net.gpsFaults, t)) return null;
    const segment = this.plan.segments[segmentIndexAt(this.plan, t)]!;
    if (segment.kind === 'stop') return { lat: segment.lat, lon: segment.lon, kmh: 0 };
    const gap = driveGap(this.plan.vehicle, segment);
    if (gap && t >= gap.t0 && t < gap.t1) return null;
    const state = drivePlaceAt(segment, t);
    const kmh = t === segment.t0 || t === segment.t1 ? 0 : reportedSpeed(this.plan.vehicle.key, state.kmh, t);
    return { lat: state.lat, lon: state.lon, kmh };
  }
}
