import { formatApiDateTime } from '@/lib/fleet/time';

/** The sim's own counters (embedded-api.md `GET /_sim/stats`): requests and units since start. */
interface Counter {
  solicitudes: number;
  unidades: number;
}

export class SimStats {
  private readonly startedAt: number;
  private readonly byKey = new Map<string, Counter & { nombre: string; clave: string }>();
  private readonly byPath = new Map<string, Counter & { por_estado: Record<string, number> }>();
  private total = 0;

  constructor(now: number) {
    this.startedAt = now;
  }

  /**
   * `key.id` tells keys apart and is never printed (masked forms may coincide); `path` is the
   * route's template (`/v1/vehiculos/{id}`), so ids do not grow the table.
   */
  record(entry: { key: { id: string; nombre: string; clave: string } | null; path: string; units: number; status: number }): void {
    this.total += 1;
    if (entry.key) {
      const { id, nombre, clave } = entry.key;
      const counter = this.byKey.get(id) ?? { nombre, clave, solicitudes: 0, unidades: 0 };
      counter.solicitudes += 1;
      counter.unidades += entry.units;
      this.byKey.set(id, counter);
    }
    const path = this.byPath.get(entry.path) ?? { solicitudes: 0, unidades: 0, por_estado: {} };
    path.solicitudes += 1;
    path.unidades += entry.units;
    path.por_estado[entry.status] = (path.por_estado[entry.status] ?? 0) + 1;
    this.byPath.set(entry.path, path);
  }

  snapshot(now: number) {
    return {
      desde: formatApiDateTime(this.startedAt),
      hora: formatApiDateTime(now),
      solicitudes: this.total,
      por_clave: [...this.byKey.values()],
      por_ruta: [...this.byPath.entries()].map(([ruta, counter]) => ({ ruta, ...counter })),
    };
  }
}
