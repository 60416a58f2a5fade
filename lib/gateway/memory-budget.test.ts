import { describe, expect, it } from 'vitest';
import type { Priority, SpendTicket } from './budget';
import { MemoryBudget } from './memory-budget';
import { ManualClock } from '@/lib/testing/manual-clock';

const flush = () => new Promise((resolve) => setImmediate(resolve));

function setup(limit: number, maxHistory = 2) {
  const clock = new ManualClock();
  const budget = new MemoryBudget(clock, maxHistory);
  const granted: string[] = [];
  const ask = (name: string, units: number, priority: Priority, history = false) =>
    budget.acquire({ units, priority, history }).then((ticket) => (granted.push(name), ticket));
  const answer = (ticket: SpendTicket, remaining: number) => {
    ticket.report({ limit, remaining });
    ticket.settle({ counted: true });
  };
  return { clock, budget, granted, ask, answer };
}

describe('MemoryBudget', () => {
  it('sends one call at a time until an answer tells the limit', async () => {
    const { granted, ask, answer } = setup(10);
    const first = ask('a', 1, 'interactive');
    void ask('b', 1, 'interactive');
    await flush();
    expect(granted).toEqual(['a']);
    answer(await first, 9);
    await flush();
    expect(granted).toEqual(['a', 'b']);
  });

  it('never spends past the limit within a minute, and resumes when the window frees units', async () => {
    const { clock, granted, ask, answer, budget } = setup(10);
    answer(await ask('probe', 1, 'live'), 9);
    for (let i = 0; i < 3; i++) answer(await ask(`h${i}`, 3, 'live'), 8 - 3 * i);
    void ask('late', 1, 'live');
    await flush();
    expect(granted).not.toContain('late');
    expect(budget.snapshot()).toMatchObject({ restantes: 0, en_cola: 1, ultimo_minuto: 10 });
    clock.advance(60_010);
    await flush();
    expect(granted).toContain('late');
  });

  it('serves live work first and keeps a reserve that background work may not use', async () => {
    const { granted, ask, answer } = setup(20);
    answer(await ask('probe', 1, 'live'), 19);
    answer(await ask('big', 12, 'interactive'), 7);
    void ask('background', 2, 'background');
    void ask('live', 1, 'live');
    await flush();
    // 7 left: live takes 1; background must leave 30 % of 20 = 6 units, so it waits.
    expect(granted).toEqual(['probe', 'big', 'live']);
  });

  it('counts what others spent from the key, as the upstream reported it', async () => {
    const { granted, ask, answer } = setup(10);
    answer(await ask('probe', 1, 'live'), 2);
    void ask('more', 2, 'live');
    await flush();
    expect(granted).toEqual(['probe', 'more']);
    void ask('too much', 1, 'live');
    await flush();
    expect(granted).toEqual(['probe', 'more']);
  });

  it('sends nothing while the upstream asked to wait, and limits history queries in flight', async () => {
    const { clock, budget, granted, ask, answer } = setup(100, 1);
    answer(await ask('probe', 1, 'live'), 99);
    budget.pause(5);
    void ask('paused', 1, 'live');
    await flush();
    expect(granted).toEqual(['probe']);
    clock.advance(5_010);
    await flush();
    expect(granted).toEqual(['probe', 'paused']);
    const first = await ask('h1', 5, 'interactive', true);
    void ask('h2', 5, 'interactive', true);
    void ask('light', 1, 'interactive');
    await flush();
    expect(granted.slice(2)).toEqual(['h1', 'light']);
    answer(first, 90);
    await flush();
    expect(granted.at(-1)).toBe('h2');
  });

  it('refuses a call that costs more than the whole limit, and lets a waiting one go when its caller leaves', async () => {
    const { budget, ask, answer } = setup(4);
    answer(await ask('probe', 1, 'live'), 3);
    await expect(ask('route', 5, 'interactive')).rejects.toMatchObject({ codigo: 'presupuesto_insuficiente' });
    answer(await ask('x', 3, 'live'), 0);
    const controller = new AbortController();
    const leaving = budget.acquire({ units: 1, priority: 'live', history: false, signal: controller.signal });
    controller.abort(new Error('se fue'));
    await expect(leaving).rejects.toThrow('se fue');
    expect(budget.snapshot().en_cola).toBe(0);
  });
});
