import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { type Priority, type TakeRequest, WINDOW_MS, budgetUsage, cancelTake, pauseBudget, settleUnits, takeUnits } from './budget';
import { CHANNELS } from './channels';
import type { Store } from './store';

const SEC = 1_000;

describe.each(ENGINES)('shared budget (%s)', (engine) => {
  let place: StorePlace;
  let a: Store;
  let b: Store;
  let now = Date.parse('2026-11-20T10:00:00-03:00');
  let n = 0;
  const clock = () => now;
  beforeAll(async () => {
    place = await storePlace(engine);
    [a, b] = await Promise.all([place.open({ now: clock, instanceId: 'a' }), place.open({ now: clock, instanceId: 'b' })]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await place.remove();
  });

  const take = (store: Store, budget: string, units: number, priority: Priority, extra: Partial<TakeRequest> = {}) =>
    takeUnits(store, { budget, limit: 20, units, priority, ticket: `t${n++}`, ...extra });

  // Six hundred transactions, one at a time on the embedded engine: over 20 s on a loaded machine.
  it('never grants two instances together more than the limit in any minute', { timeout: 90_000 }, async ({ signal }) => {
    const granted: { at: number; units: number }[] = [];
    const priorities: Priority[] = ['live', 'interactive', 'background'];
    for (let second = 0; second < 150; second += 2) {
      // A body that outlives its timeout must not go on moving the shared clock under the next tests.
      signal.throwIfAborted();
      now += 2 * SEC;
      // Both instances ask at the same instant, several calls each.
      const results = await Promise.all(
        [a, b, a, b].map(async (store, i) => {
          const units = 1 + ((second + i) % 5);
          const result = await takeUnits(store, { budget: 'clave-1', limit: 20, units, priority: priorities[(second + i) % 3]!, ticket: `s${second}-${i}` });
          if (result.granted) {
            granted.push({ at: now, units });
            await settleUnits(store, 'clave-1', result.spendId, { counted: true });
          } else {
            await cancelTake(store, 'clave-1', `s${second}-${i}`);
          }
          return result.granted;
        }),
      );
      expect(results.length).toBe(4);
    }
    for (const { at } of granted) {
      const inWindow = granted.filter((g) => g.at > at - WINDOW_MS && g.at <= at).reduce((sum, g) => sum + g.units, 0);
      expect(inWindow).toBeLessThanOrEqual(20);
    }
    // Over two and a half minutes the budget was used, not starved: about the limit per minute.
    expect(granted.reduce((sum, g) => sum + g.units, 0)).toBeGreaterThan(40);
  });

  it('serves a waiting live call on one instance before background work on the other', async () => {
    now += 2 * WINDOW_MS;
    const fill = await take(a, 'clave-2', 18, 'live');
    expect(fill.granted).toBe(true);
    if (fill.granted) await settleUnits(a, 'clave-2', fill.spendId, { counted: true });
    now += 10 * SEC;
    const live = await take(a, 'clave-2', 5, 'live', { ticket: 'vivo' });
    expect(live).toEqual({ granted: false, reason: 'window', retryAt: now - 10 * SEC + WINDOW_MS + 1 });
    // Two units are free, but the live call waiting on instance a since before needs them first.
    now += SEC;
    expect(await take(b, 'clave-2', 1, 'live', { ticket: 'otro-vivo' })).toMatchObject({ granted: false, reason: 'ahead' });
    await cancelTake(b, 'clave-2', 'otro-vivo');
    now = 'retryAt' in live ? live.retryAt : now;
    // The minute has passed: background work that would fit alone leaves room for the waiting call.
    expect(await take(b, 'clave-2', 10, 'background', { ticket: 'fondo' })).toMatchObject({ granted: false, reason: 'ahead' });
    expect(await take(a, 'clave-2', 5, 'live', { ticket: 'vivo' })).toMatchObject({ granted: true });
    expect(await take(b, 'clave-2', 9, 'background', { ticket: 'fondo' })).toMatchObject({ granted: true });
  });

  it('keeps a share of the minute from background work, and less from a person waiting', async () => {
    now += 2 * WINDOW_MS;
    expect(await take(a, 'clave-3', 14, 'background')).toMatchObject({ granted: true });
    expect(await take(b, 'clave-3', 1, 'background')).toMatchObject({ granted: false, reason: 'window' });
    expect(await take(b, 'clave-3', 4, 'interactive')).toMatchObject({ granted: true });
    expect(await take(b, 'clave-3', 1, 'interactive')).toMatchObject({ granted: false });
    expect(await take(a, 'clave-3', 2, 'live')).toMatchObject({ granted: true });
    expect(await take(a, 'clave-3', 1, 'live')).toMatchObject({ granted: false });
    expect((await budgetUsage(a, 'clave-3')).counting).toBe(20);
  });

  it('counts a call in flight until a minute after its answer, and frees a call the upstream did not charge', async () => {
    now += 2 * WINDOW_MS;
    const heard: (string | null)[] = [];
    const stop = await b.listen(CHANNELS.budget, (payload) => heard.push(payload));
    const first = await take(a, 'clave-4', 20, 'live');
    if (!first.granted) throw new Error('esperaba unidades');
    now += 4 * WINDOW_MS;
    expect(await take(b, 'clave-4', 1, 'live', { ticket: 'espera' })).toMatchObject({ granted: false });
    await settleUnits(a, 'clave-4', first.spendId, { counted: true });
    await expect.poll(() => heard).toContain('clave-4');
    now += WINDOW_MS - SEC;
    expect(await take(b, 'clave-4', 1, 'live', { ticket: 'espera' })).toMatchObject({ granted: false, retryAt: now + SEC + 1 });
    now += 2 * SEC;
    await cancelTake(b, 'clave-4', 'espera');
    const refused = await take(b, 'clave-4', 20, 'live');
    if (!refused.granted) throw new Error('esperaba unidades');
    await settleUnits(b, 'clave-4', refused.spendId, { counted: false });
    expect(await take(a, 'clave-4', 20, 'live')).toMatchObject({ granted: true });
    await stop();
  });

  it('counts what the upstream reports spent by other users of the key until a minute after the report', async () => {
    now += 2 * WINDOW_MS;
    const reportedAt = now;
    const first = await take(a, 'clave-6', 1, 'live');
    if (!first.granted) throw new Error('esperaba unidades');
    // Four remain of twenty after our one: fifteen went to another program on the key.
    await settleUnits(a, 'clave-6', first.spendId, { counted: true, rate: { limit: 20, remaining: 4 } });
    expect(await budgetUsage(b, 'clave-6')).toMatchObject({ counting: 1, foreign: 15 });
    now += 30 * SEC;
    expect(await take(b, 'clave-6', 4, 'live')).toMatchObject({ granted: true });
    expect(await take(b, 'clave-6', 1, 'live', { ticket: 'ajena' })).toEqual({ granted: false, reason: 'window', retryAt: reportedAt + WINDOW_MS + 1 });
    now = reportedAt + WINDOW_MS + 2 * SEC;
    await cancelTake(b, 'clave-6', 'ajena');
    // Only the four units still in flight count now.
    expect(await budgetUsage(b, 'clave-6')).toMatchObject({ counting: 4, foreign: 0 });
    expect(await take(a, 'clave-6', 16, 'live')).toMatchObject({ granted: true });
  });

  it('limits history calls in flight across instances, pauses every instance, and refuses what never fits', async () => {
    now += 2 * WINDOW_MS;
    const history = { maxHistoryInFlight: 1 };
    const one = await take(a, 'clave-5', 5, 'interactive', history);
    expect(one.granted).toBe(true);
    expect(await take(b, 'clave-5', 5, 'interactive', history)).toMatchObject({ granted: false, reason: 'in_flight' });
    if (one.granted) await settleUnits(a, 'clave-5', one.spendId, { counted: true });
    expect(await take(b, 'clave-5', 5, 'interactive', history)).toMatchObject({ granted: true });
    await pauseBudget(b, 'clave-5', now + 30 * SEC);
    expect(await take(a, 'clave-5', 1, 'live')).toEqual({ granted: false, reason: 'paused', retryAt: now + 30 * SEC });
    expect((await budgetUsage(a, 'clave-5')).pausedUntil).toBe(now + 30 * SEC);
    expect(await take(a, 'clave-5', 21, 'live')).toEqual({ granted: false, reason: 'too_costly' });
  });
});
