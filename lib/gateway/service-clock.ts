import 'server-only';
import { ClockOffset } from '@/lib/fleet/clock-offset';
import { parseApiDateTime } from '@/lib/fleet/time';
import type { Clock } from './clock';
import { fleetCalls } from './fleet-calls';
import type { Logger } from './logger';
import type { Upstream } from './upstream';

/** The fleet's "now": what ranges, "today", the 90-day window and ages are measured against. */
export interface FleetTime {
  now(): number;
  toFleet(serverMs: number): number;
  /** Resolves once the service's time has been read (or could not be): wait before using `now`. */
  ready(): Promise<void>;
  /**
   * Whether the service's time has been read. Until it is, `now` is the server's clock, good for
   * defaults but not for refusing a range by the 90-day rule: the service then judges for itself.
   */
  readonly known: boolean;
}

/** 1 unit per `/v1/estado`: a few an hour keep a drifting server within a second of the service. */
export const SYNC_EVERY_MS = 10 * 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
/** A request that needs the fleet's time waits at most this for the first reading. */
const FIRST_SYNC_TIMEOUT_MS = 10_000;

/**
 * The service's clock as this server knows it (docs/embedded-api.md#fleet-clock): the server's
 * own clock plus the offset learnt from `servicio.hora` of `/v1/estado`, read at the round trip's
 * midpoint, at start and every `SYNC_EVERY_MS`. Everything that means "now" for the fleet goes
 * through `now()`; what is about real waiting (poll intervals, budget windows, retry waits,
 * sessions) stays on `Clock`. Until the first reading it is the server's clock.
 */
export class ServiceClock implements FleetTime {
  private readonly offset = new ClockOffset();
  private first: Promise<void> | null = null;
  private cancelNext: (() => void) | null = null;
  private closed = false;

  constructor(private readonly deps: { clock: Clock; upstream: Upstream; log: Logger; syncEveryMs?: number }) {}

  now(): number {
    return this.offset.toFleet(this.deps.clock.now());
  }

  /** The fleet's time at an instant of the server's clock (when a snapshot was obtained). */
  toFleet(serverMs: number): number {
    return this.offset.toFleet(serverMs);
  }

  get known(): boolean {
    return this.offset.known;
  }

  /** Resolves once the first reading is in, or has failed (then `now()` is the server's clock for now). */
  ready(): Promise<void> {
    if (this.offset.known) return Promise.resolve();
    this.first ??= this.sync(AbortSignal.timeout(FIRST_SYNC_TIMEOUT_MS));
    return this.first;
  }

  /** Stops the periodic readings. */
  close(): void {
    this.closed = true;
    this.cancelNext?.();
  }

  private async sync(signal?: AbortSignal): Promise<void> {
    const { upstream, log } = this.deps;
    let timing = { sentAt: Number.NaN, receivedAt: Number.NaN };
    try {
      const estado = await upstream.call(fleetCalls.estado(), { priority: 'live', signal, onTiming: (t) => (timing = t) });
      const hora = estado.datos.servicio.hora;
      const fleetMs = parseApiDateTime(hora);
      if (fleetMs === null) throw new Error(`servicio.hora ilegible: ${hora.slice(0, 40)}`);
      const resolutionMs = /\.\d/.test(hora) ? 0 : 1_000;
      if (this.offset.learn({ fleetMs, ...timing, resolutionMs })) {
        log.info('hora del servicio', { desfase_ms: this.offset.offsetMs, ida_y_vuelta_ms: timing.receivedAt - timing.sentAt });
      }
      this.scheduleNext(this.deps.syncEveryMs ?? SYNC_EVERY_MS);
    } catch (error) {
      log.warn('no se pudo leer la hora del servicio', { error: error instanceof Error ? error.message : 'desconocido' });
      this.scheduleNext(RETRY_AFTER_FAILURE_MS);
    }
  }

  private scheduleNext(ms: number): void {
    if (this.closed) return;
    this.cancelNext?.();
    this.cancelNext = this.deps.clock.schedule(() => void this.sync(), ms);
  }
}
