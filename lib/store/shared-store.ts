import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { type StoreConfig, storeConfig } from './config';
import { type Store, openStore } from './store';

/**
 * The process's store, opened once (from the environment, unless a test names its place) and shared by every caller. Kept on
 * `globalThis`: Next builds `proxy.ts` and the route handlers as separate bundles of one
 * process, and all of them must use one pool (one PGlite, which cannot be opened twice).
 * A failed open is not kept, so the next caller tries again (the database may be starting).
 */
const SLOT = Symbol.for('flota.store.shared');
type Slot = { [SLOT]?: Promise<Store> };

export function sharedStore(config: StoreConfig = storeConfig(serverEnv())): Promise<Store> {
  const slot = globalThis as Slot;
  if (!slot[SLOT]) {
    const opening = openStore(config);
    slot[SLOT] = opening;
    opening.catch(() => {
      if (slot[SLOT] === opening) delete slot[SLOT];
    });
  }
  return slot[SLOT];
}

/** Closes the process's store (at shutdown); the next `sharedStore()` opens it again. */
export async function closeSharedStore(): Promise<void> {
  const slot = globalThis as Slot;
  const opening = slot[SLOT];
  delete slot[SLOT];
  await (await opening?.catch(() => null))?.close();
}
