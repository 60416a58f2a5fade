import 'server-only';
import type { z } from 'zod';
import { type Snapshot, snapshotSince } from '@/lib/store/snapshots';
import type { Store } from '@/lib/store/store';
import type { Clock } from './clock';
import { callKey, type FleetCall } from './fleet-calls';
import type { Logger } from './logger';

/**
 * Answers every instance asks for on one schedule (the key's status, the event catalogue, the
 * vehicle and client lists), shared through the store: within a slot of the answer's time to
 * live, the first instance that needs one asks the service and leaves the answer in the store,
 * and the others take it from there (those that need it meanwhile wait for it), so several
 * instances cost what one does. With the store out of reach, each asks for itself.
 */
export class SharedAnswers {
  private readonly takenAt = new WeakMap<object, number>();
  private storeFailed = false;

  constructor(private readonly deps: { store: Store; clock: Clock; log: Logger }) {}

  /** The answer to `call` of this slot of `ttlMs` (on the wall clock's grid): from the store, or `load`ed and left there. */
  async ask<S extends z.ZodType>(call: FleetCall<S>, ttlMs: number, load: () => Promise<z.infer<S>>): Promise<z.infer<S>> {
    const { store, clock } = this.deps;
    const now = clock.now();
    const here: { asked: boolean; value?: z.infer<S>; failed?: boolean; takenAt?: number } = { asked: false };
    let stored: Snapshot;
    try {
      stored = await snapshotSince(store, `respuesta:${callKey(call)}`, now - (now % ttlMs), async () => {
        here.failed = true;
        here.value = await load();
        [here.asked, here.failed, here.takenAt] = [true, false, clock.now()];
        return { body: JSON.stringify(here.value), takenAt: here.takenAt };
      });
    } catch (error) {
      if (here.failed) throw error;
      // Asked, but not kept: the answer stands all the same.
      if (here.asked) return here.value as z.infer<S>;
      if (!this.storeFailed) this.deps.log.warn('respuestas compartidas: sin almacenamiento, cada instancia pregunta', { detalle: (error as Error).message });
      this.storeFailed = true;
      return load();
    }
    this.storeFailed = false;
    // The time the others read from the store, not the end of the write: every instance tells one age.
    if (here.asked) return this.taken(here.value as z.infer<S>, here.takenAt!);
    // Checked as the upstream's answer is: another release of Flota may have written it.
    const parsed = call.schema.safeParse(parseJson(stored.body));
    if (!parsed.success || typeof parsed.data !== 'object' || parsed.data === null) return load();
    return this.taken(parsed.data, stored.takenAt);
  }

  private taken<T>(value: T, at: number): T {
    if (typeof value === 'object' && value !== null) this.takenAt.set(value, at);
    return value;
  }

  /** When an answer was obtained, by the instance that asked: the time every instance holds for it. */
  readonly obtainedAt = (value: unknown): number | undefined => (typeof value === 'object' && value !== null ? this.takenAt.get(value) : undefined);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
