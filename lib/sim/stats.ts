import { formatApiDateTime } from '@/lib/fleet/time';
import type { ApiKey } from './access/keys';

/**
 * The sim's own counters (docs/embedded-api.md#usage-counters): requests and units since start.
 * `desde` and `hora` are real time, as the budget these counters measure is; `hora_flota` is the
 * fleet clock's.
 */
interface Counter {
  solicitudes: number;
  unidades: number;
}

export class SimStats {
  private readonly startedAt: number;
  /** Every configured key in the config's order, counted apart even when names and masks coincide. */
  private readonly byKey: Map<ApiKey, Counter>;
  private readonly byPath = new Map<string, Counter & { por_estado: Record<string, number> }>();
  private total = 0;

  constructor(keys: readonly ApiKey[], now: number) {
    this.startedAt = now;
    this.byKey = new Map(keys.map((key) => [key, { solicitudes: 0, unidades: 0 }]));
  }

  /**
   * `key` is the configured key the request presented, whatever its state or the answer (404 and
   * 405 included); `path` is the route's template (`/v1/vehiculos/{id}`), so ids do not grow the table.
   */
  record(entry: { key: ApiKey | null; path: string; units: number; status: number }): void {
    this.total += 1;
    const counter = entry.key && this.byKey.get(entry.key);
    if (counter) {
      counter.solicitudes += 1;
      counter.unidades += entry.units;
    }
    const path = this.byPath.get(entry.path) ?? { solicitudes: 0, unidades: 0, por_estado: {} };
    path.solicitudes += 1;
    path.unidades += entry.units;
    path.por_estado[entry.status] = (path.por_estado[entry.status] ?? 0) + 1;
    this.byPath.set(entry.path, path);
  }

  /** Keys by name and masked (`svc_live_de…`), never whole: this answer needs no key. */
  snapshot(real: number, fleet: number) {
    return {
      desde: formatApiDateTime(this.startedAt),
      hora: formatApiDateTime(real),
      hora_flota: formatApiDateTime(fleet),
      solicitudes: this.total,
      por_clave: Array.from(this.byKey, ([key, counter]) => ({ nombre: key.config.name, clave: key.masked, ...counter })),
      por_ruta: Array.from(this.byPath, ([ruta, counter]) => ({ ruta, ...counter })),
    };
  }
}
