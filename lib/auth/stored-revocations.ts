import 'server-only';
import { CHANNELS } from '@/lib/store/channels';
import { activeRevocations, revokeSession } from '@/lib/store/sessions';
import type { Store } from '@/lib/store/store';
import { logAuth } from './log';
import { MemoryRevocations } from './session-revocations';

const RETRY_MS = 5_000;

/**
 * Sign-outs kept in the store: they hold across restarts and on every instance sharing it.
 * Checks still answer from memory (every request makes one): the copy is loaded at start, told
 * of each sign-out on any instance by the store's notice (within a second), and read whole again
 * when notices may have been lost (a dropped connection). With the store unreachable, sessions
 * known to be signed out stay refused, and a sign-out is refused here at once and written to the
 * store when it is back, so signing out never fails for the person doing it.
 */
export class StoredRevocations extends MemoryRevocations {
  private readonly pending = new Map<string, number>();
  private retry: NodeJS.Timeout | null = null;
  private stopListening: () => Promise<void> = async () => undefined;

  private constructor(
    private readonly store: Store,
    /** How long a cookie lives: a notice names only the id, and the copy keeps it at most that long. */
    private readonly sessionMs: number,
  ) {
    super();
  }

  /** Listens before it loads, so a sign-out made meanwhile on another instance is not missed. */
  static async open(store: Store, sessionMs: number): Promise<StoredRevocations> {
    const revocations = new StoredRevocations(store, sessionMs);
    revocations.stopListening = await store.listen(CHANNELS.sessions, (id) => revocations.heard(id));
    await revocations.reload();
    return revocations;
  }

  override async revoke(id: string, hasta: number): Promise<void> {
    this.remember(id, hasta);
    try {
      await revokeSession(this.store, id, hasta);
    } catch (error) {
      this.pending.set(id, hasta);
      logAuth('error', 'cierre_de_sesion_pendiente', { detalle: (error as Error).message, pendientes: this.pending.size });
      this.scheduleRetry();
    }
  }

  async close(): Promise<void> {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    await this.stopListening();
    if (this.pending.size > 0) logAuth('error', 'cierres_de_sesion_sin_guardar', { cantidad: this.pending.size });
  }

  private heard(id: string | null): void {
    if (id !== null) return this.remember(id, Date.now() + this.sessionMs);
    // Back after a lost connection: what other instances did meanwhile, and what this one owes.
    this.reload().catch((error: unknown) => logAuth('error', 'cierres_de_sesion_sin_leer', { detalle: (error as Error).message }));
    void this.flush();
  }

  private async reload(): Promise<void> {
    for (const { id, until } of await activeRevocations(this.store)) this.remember(id, until);
  }

  private scheduleRetry(): void {
    if (this.retry || this.pending.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.flush();
    }, RETRY_MS);
    this.retry.unref();
  }

  /** Writes the sign-outs the store missed; what still fails waits for the next try. */
  private async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    for (const [id, hasta] of this.pending) {
      try {
        await revokeSession(this.store, id, hasta);
        this.pending.delete(id);
      } catch {
        break;
      }
    }
    if (this.pending.size > 0) return this.scheduleRetry();
    logAuth('info', 'cierres_de_sesion_guardados');
  }
}
