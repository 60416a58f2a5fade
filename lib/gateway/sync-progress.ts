import 'server-only';
import type { HistorialSync } from '@/lib/fleet/flota-api';
import { formatApiDateTime } from '@/lib/fleet/time';
import { countHeldDays } from '@/lib/store/closed-days';
import { routeRefusals } from '@/lib/store/route-refusals';
import type { Store } from '@/lib/store/store';
import type { Clock } from './clock';
import type { FleetDirectory } from './fleet-directory';
import type { FleetTime } from './service-clock';
import { syncDays } from './sync-days';

/** Every page that shows it asks: the database is counted at most this often. */
const FRESH_MS = 15_000;
/** The pace is read over this much of the recent past, once at least `MIN_SPAN_MS` of it is seen. */
const PACE_WINDOW_MS = 15 * 60_000;
const MIN_SPAN_MS = 60_000;

interface Sample {
  at: number;
  guardados: number;
}

/**
 * How far the history sync has got, as any instance can tell from the store (the sync itself
 * runs on the leader only): counted vehicle-days, and the time left at the recent pace.
 */
export class SyncProgress {
  private last: { at: number; view: Promise<HistorialSync> } | null = null;
  private samples: Sample[] = [];

  constructor(
    private readonly deps: { store: Store; directory: FleetDirectory; serviceClock: FleetTime; clock: Clock; days: number },
  ) {}

  view(): Promise<HistorialSync> {
    const now = this.deps.clock.now();
    if (!this.last || now - this.last.at >= FRESH_MS) {
      const view = this.count(now);
      // A failed count is not kept: the next page asks again.
      view.catch(() => (this.last = null));
      this.last = { at: now, view };
    }
    return this.last.view;
  }

  private async count(now: number): Promise<HistorialSync> {
    const { store, directory, serviceClock, days } = this.deps;
    const all = (await directory.index('interactive')).value.vehiculos.map((v) => v.id);
    // Vehicles the service keeps no routes of are not waited for, also while the sync asks again (a refusal is cleared once they come).
    const refused = await routeRefusals(store);
    const vehiculos = all.filter((id) => !refused.has(id));
    const dias = syncDays(serviceClock, days);
    const [hasta, desde] = [dias[0] ?? null, dias.at(-1) ?? null];
    const guardados = desde && hasta ? await countHeldDays(store, 'rutas', vehiculos, desde, hasta) : 0;
    const total = vehiculos.length * dias.length;
    return {
      dias: dias.length,
      vehiculos: vehiculos.length,
      sin_historial: all.length - vehiculos.length,
      desde,
      hasta,
      guardados,
      total,
      porcentaje: total === 0 ? 100 : Math.min(100, Math.floor((guardados / total) * 1000) / 10),
      completo_en_s: this.secondsLeft({ at: now, guardados }, total),
      revisado: formatApiDateTime(serviceClock.toFleet(now)),
    };
  }

  /** At the pace of the recent samples; null while there is no pace to go by, or nothing left. */
  private secondsLeft(sample: Sample, total: number): number | null {
    this.samples = [...this.samples.filter((s) => s.at > sample.at - PACE_WINDOW_MS), sample];
    const first = this.samples[0] as Sample;
    const span = sample.at - first.at;
    const gained = sample.guardados - first.guardados;
    if (sample.guardados >= total || span < MIN_SPAN_MS || gained <= 0) return null;
    return Math.round(((total - sample.guardados) / gained) * (span / 1000));
  }
}
