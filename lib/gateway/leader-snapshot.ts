import 'server-only';
import type { z } from 'zod';
import { CHANNELS, noticeField } from '@/lib/store/channels';
import { putSnapshot, readSnapshot } from '@/lib/store/snapshots';
import type { Store } from '@/lib/store/store';
import type { Logger } from './logger';

/** A value as the leader obtained it, and when (on the leader's clock). */
export interface Shared<T> {
  value: T;
  takenAt: number;
}

/**
 * A snapshot shared by the instances of one deployment through the store: the leader publishes
 * each poll's, the others read it, once per version, when the store's notice says there is a
 * new one or at their own poll (a notice lost with a connection is then made up for). What is
 * read is checked against the schema it was checked against when the leader obtained it: a
 * leader of another release may have written it.
 */
export class LeaderSnapshot<T> {
  private held: (Shared<T> & { version: number }) | null = null;
  private publishFailed = false;

  constructor(
    private readonly deps: { store: Store; name: string; schema: z.ZodType<T>; log: Logger },
  ) {}

  /** Stores the leader's latest; a store out of reach is logged once and leaves the followers on their own. */
  async publish(value: T, takenAt: number): Promise<void> {
    try {
      await putSnapshot(this.deps.store, this.deps.name, JSON.stringify(value), takenAt);
      this.publishFailed = false;
    } catch (error) {
      if (!this.publishFailed) this.deps.log.warn('no se pudo compartir la instantánea', { nombre: this.deps.name, detalle: (error as Error).message });
      this.publishFailed = true;
    }
  }

  /** The newest snapshot in the store (read only when its version changed), or null when there is none. */
  async latest(): Promise<Shared<T> | null> {
    const { store, name, schema } = this.deps;
    const stored = await readSnapshot(store, name, this.held?.version ?? 0);
    if (stored !== null) {
      const value = schema.parse(JSON.parse(stored.body));
      this.held = { value, takenAt: stored.takenAt, version: stored.version };
    }
    return this.held;
  }

  /** Calls `listener` when the leader may have published a new one; answers how to stop. */
  onNews(listener: () => void): Promise<() => Promise<void>> {
    // `null`: notices may have been lost; a payload that does not say whose: read to be sure.
    return this.deps.store.listen(CHANNELS.snapshot, (payload) => {
      const name = payload === null ? null : noticeField(payload, 'name');
      if (name === null || name === this.deps.name) listener();
    });
  }
}
