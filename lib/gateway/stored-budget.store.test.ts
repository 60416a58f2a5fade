import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/lib/testing/manual-clock';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { budgetUsage } from '@/lib/store/budget';
import type { Store } from '@/lib/store/store';
import type { Priority, SpendRequest } from './budget';
import type { Logger } from './logger';
import { StoredBudget, budgetIdOf } from './stored-budget';

const LIMIT = 10;

describe.each(ENGINES)('stored budget (%s)', (engine) => {
  let place: StorePlace;
  let a: Store;
  let b: Store;
  const clock = new ManualClock(Date.parse('2026-11-20T10:00:00-03:00'));
  const errors: string[] = [];
  const log: Logger = { info: () => {}, warn: () => {}, error: (msg) => errors.push(msg) };
  const budgets: StoredBudget[] = [];
  let round = 0;
  let budgetId = '';

  beforeAll(async () => {
    place = await storePlace(engine);
    [a, b] = await Promise.all([place.open({ instanceId: 'a', now: clock.now, onError: () => {} }), place.open({ instanceId: 'b', now: clock.now, onError: () => {} })]);
  });
  afterEach(() => {
    budgets.splice(0).forEach((budget) => budget.close());
    errors.length = 0;
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await place.remove();
  });

  /** An instance's budget for this test's key, which has learned the key's limit from a first answer. */
  const budgetOn = async (store: Store) => {
    const budget = new StoredBudget({ store, clock, budgetId, maxHistoryInFlight: 4, log });
    budgets.push(budget);
    const first = await budget.acquire(call(1, 'live'));
    // Not charged, as the upstream says: nobody else spent anything on the key.
    first.report({ limit: LIMIT, remaining: LIMIT });
    first.settle({ counted: false });
    return budget;
  };
  const newKey = () => (budgetId = budgetIdOf({ baseUrl: 'http://127.0.0.1:4010', key: `svc_prueba_${round++}` }));
  const call = (units: number, priority: Priority, signal?: AbortSignal): SpendRequest => ({ units, priority, history: false, signal });
  /** Takes and spends units, one call each, answered now (settled in the store before the clock moves on). */
  const spend = async (budget: StoredBudget, calls: number) => {
    for (let i = 0; i < calls; i++) (await budget.acquire(call(1, 'live'))).settle({ counted: true });
    await expect.poll(async () => (await budgetUsage(a, budgetId)).inFlight).toBe(0);
  };
  /** A call still waiting for its units, and whether it got them. */
  const waiting = (budget: StoredBudget, request: SpendRequest) => {
    const state = { granted: false, error: null as unknown };
    const done = budget.acquire(request).then(
      (ticket) => {
        state.granted = true;
        ticket.settle({ counted: true });
      },
      (error: unknown) => void (state.error = error),
    );
    return { state, done };
  };
  const waiters = async () => (await budgetUsage(a, budgetId)).waiting;

  it('never lets two instances together spend more than the key allows in a minute, and lets a waiting call go when units leave the window', async () => {
    newKey();
    const [onA, onB] = await Promise.all([budgetOn(a), budgetOn(b)]);
    await spend(onA, 6);
    await spend(onB, 4);
    const next = waiting(onB, call(1, 'live'));
    await expect.poll(waiters).toBe(1);
    expect(next.state.granted).toBe(false);
    // A key page on either instance shows what both spent.
    onA.snapshot();
    await expect.poll(() => onA.snapshot().restantes).toBe(0);
    expect(onA.snapshot().ultimo_minuto).toBe(LIMIT);

    clock.advance(61_000);
    await next.done;
    expect(next.state.granted).toBe(true);
  });

  it('serves a live call waiting on one instance before background work that waited longer on the other', async () => {
    newKey();
    const [onA, onB] = await Promise.all([budgetOn(a), budgetOn(b)]);
    await spend(onA, 1);
    clock.advance(30_000);
    await spend(onA, LIMIT - 1);
    const background = waiting(onA, call(1, 'background'));
    await expect.poll(waiters).toBe(1);
    const live = waiting(onB, call(1, 'live'));
    await expect.poll(waiters).toBe(2);
    // One unit leaves the window: the live call takes it, the background work goes on waiting.
    clock.advance(31_000);
    await live.done;
    expect(live.state.granted).toBe(true);
    expect(background.state.granted).toBe(false);
    clock.advance(60_000);
    await background.done;
    expect(background.state.granted).toBe(true);
  });

  it('counts on every instance, for a minute, the units the upstream says another program spent on the key', async () => {
    newKey();
    const [onA, onB] = await Promise.all([budgetOn(a), budgetOn(b)]);
    // Their first calls settled: no call of theirs in flight is taken for the other program's.
    await expect.poll(async () => (await budgetUsage(a, budgetId)).inFlight).toBe(0);
    const ticket = await onA.acquire(call(1, 'live'));
    // Two units remain of ten after our one: seven went elsewhere.
    ticket.report({ limit: LIMIT, remaining: 2 });
    ticket.settle({ counted: true });
    await expect.poll(async () => (await budgetUsage(b, budgetId)).foreign).toBe(7);
    onB.snapshot();
    await expect.poll(() => onB.snapshot().restantes).toBe(2);
    await spend(onB, 2);
    const next = waiting(onB, call(1, 'live'));
    await expect.poll(waiters).toBe(1);
    expect(next.state.granted).toBe(false);

    clock.advance(61_000);
    await next.done;
    expect(next.state.granted).toBe(true);
  });

  it('takes a call given up while waiting out of the line, so that work behind it need not leave room for it', async () => {
    newKey();
    const onA = await budgetOn(a);
    await spend(onA, LIMIT);
    const controller = new AbortController();
    const given = waiting(onA, call(1, 'live', controller.signal));
    await expect.poll(waiters).toBe(1);
    controller.abort(new Error('la persona se fue'));
    await given.done;
    expect(given.state.error).toEqual(new Error('la persona se fue'));
    await expect.poll(waiters).toBe(0);
  });

  // Two handles on one embedded database share it: closing one is no outage.
  it.runIf(engine === 'server')('goes on with the instance\'s own budget while the store is out of reach, and says so once', async () => {
    newKey();
    const other = await place.open({ instanceId: 'c', now: clock.now, onError: () => {} });
    const onC = await budgetOn(other);
    await other.close();
    for (let i = 0; i < 3; i++) (await onC.acquire(call(1, 'live'))).settle({ counted: true });
    expect(errors).toEqual(['el presupuesto compartido no está disponible: esta instancia sigue con el suyo']);
    // Alone, it still keeps to the key's limit.
    for (let i = 3; i < LIMIT; i++) (await onC.acquire(call(1, 'live'))).settle({ counted: true });
    const over = waiting(onC, call(1, 'live'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(over.state.granted).toBe(false);
    clock.advance(61_000);
    await over.done;
    expect(over.state.granted).toBe(true);
  });
});
