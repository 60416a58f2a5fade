import 'server-only';
import type { Almacenamiento } from '@/lib/fleet/flota-api';
import { formatApiDateTime } from '@/lib/fleet/time';
import { storeHealth, type StoreHealth } from '@/lib/store/health';
import type { Store } from '@/lib/store/store';
import type { Clock } from './clock';

/** Every open page asks for it; the database is asked at most this often. */
const FRESH_MS = 5_000;
const MOTOR = { embedded: 'embebido', server: 'servidor' } as const;

/** The store's state as `/api/salud` and `/api/estado` tell it, checked at most once every few seconds. */
export class StoreStatus {
  private last: { at: number; health: Promise<StoreHealth> } | null = null;
  /** When a check first found the store out of reach, of the checks since it last answered. */
  private downSince: number | null = null;

  constructor(
    private readonly store: Store,
    private readonly deps: { clock: Clock; toFleet: (ms: number) => number },
  ) {}

  /** `withError`: why the store is out of reach, which may name its host: for the admin only. */
  async view({ withError }: { withError: boolean }): Promise<Almacenamiento> {
    const now = this.deps.clock.now();
    if (!this.last || now - this.last.at >= FRESH_MS) this.last = { at: now, health: storeHealth(this.store) };
    const health = await this.last.health;
    const time = (ms: number) => formatApiDateTime(this.deps.toFleet(ms));
    const common = { motor: MOTOR[health.engine], instancia: this.store.instanceId, revisado: time(health.checkedAt) };
    this.downSince = health.reachable ? null : Math.min(this.downSince ?? health.checkedAt, health.checkedAt);
    if (!health.reachable) {
      return { alcanzable: false, ...common, sin_acceso_desde: time(this.downSince ?? health.checkedAt), ...(withError ? { error: health.error } : {}) };
    }
    return {
      alcanzable: true,
      ...common,
      tamano_bytes: health.sizeBytes,
      dia_mas_antiguo: health.oldestDay,
      lideres: health.leases.map((lease) => ({ rol: lease.role, instancia: lease.holder, desde: time(lease.since), vence: time(lease.expiresAt) })),
      latencia_ms: health.latencyMs,
    };
  }
}
