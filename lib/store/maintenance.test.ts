import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { scheduleStoreMaintenance } from './maintenance';
import type { Pruned } from './retention';
import { isSessionRevoked, revokeSession } from './sessions';
import type { Store } from './store';

const NOW = Date.parse('2026-11-20T10:00:00-03:00');

describe.each(ENGINES)('scheduled maintenance (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  let now = NOW;
  beforeAll(async () => {
    place = await storePlace(engine);
    store = await place.open({ now: () => now });
  });
  afterAll(async () => {
    await store.close();
    await place.remove();
  });

  it('prunes after its first delay and then at every interval, until stopped', async () => {
    await revokeSession(store, 'sesion-vencida', now + 60_000);
    now += 120_000;
    const runs: Pruned[] = [];
    const maintenance = scheduleStoreMaintenance(store, { firstAfterMs: 50, everyMs: 100, onRun: (pruned) => runs.push(pruned), onError: (error) => { throw error; } });
    await expect.poll(() => runs.length).toBeGreaterThanOrEqual(2);
    await maintenance.stop();
    const done = runs.length;
    expect(runs[0]).toMatchObject({ sessions: 1 });
    expect(await isSessionRevoked(store, 'sesion-vencida')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs.length).toBe(done);
  });

  it('waits for a run under way when stopped, and tells a failed run without stopping', async () => {
    const errors: Error[] = [];
    let runs = 0;
    const broken = { ...store, now: () => { throw new Error('reloj roto'); } } as Store;
    const failing = scheduleStoreMaintenance(broken, { firstAfterMs: 0, everyMs: 20, onRun: () => runs++, onError: (error) => errors.push(error) });
    await expect.poll(() => errors.length).toBeGreaterThanOrEqual(2);
    await failing.stop();
    expect(runs).toBe(0);
    expect(errors[0]?.message).toBe('reloj roto');
  });
});
