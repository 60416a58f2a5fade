import { describe, expect, it } from 'vitest';
import { UnitBudget } from './budget';

const t0 = 1_000_000;

describe('UnitBudget', () => {
  it('spends units and says what is left once the request is counted', () => {
    const budget = new UnitBudget();
    expect(budget.take('k', 10, 1, t0)).toEqual({ ok: true, remaining: 9 });
    expect(budget.take('k', 10, 5, t0 + 1)).toEqual({ ok: true, remaining: 4 });
    expect(budget.remaining('k', 10, t0 + 2)).toBe(4);
  });

  it('refuses what does not fit, spends nothing, and says when it will fit', () => {
    const budget = new UnitBudget();
    budget.take('k', 6, 5, t0);
    const refused = budget.take('k', 6, 5, t0 + 20_000);
    expect(refused).toEqual({ ok: false, remaining: 1, retryAfterS: 40 });
    expect(budget.remaining('k', 6, t0 + 20_000)).toBe(1);
    expect(budget.take('k', 6, 1, t0 + 20_001)).toEqual({ ok: true, remaining: 0 });
  });

  it('frees units a minute after they were spent (rolling window)', () => {
    const budget = new UnitBudget();
    budget.take('k', 2, 2, t0);
    expect(budget.take('k', 2, 1, t0 + 59_999).ok).toBe(false);
    expect(budget.take('k', 2, 1, t0 + 60_000)).toEqual({ ok: true, remaining: 1 });
  });

  it('never asks to wait less than one second', () => {
    const budget = new UnitBudget();
    budget.take('k', 1, 1, t0);
    expect(budget.take('k', 1, 1, t0 + 59_900)).toMatchObject({ ok: false, retryAfterS: 1 });
  });

  it('keeps keys apart', () => {
    const budget = new UnitBudget();
    budget.take('a', 1, 1, t0);
    expect(budget.take('b', 1, 1, t0).ok).toBe(true);
  });

  it('answers a full minute for a request larger than the whole budget', () => {
    expect(new UnitBudget().take('k', 3, 5, t0)).toEqual({ ok: false, remaining: 3, retryAfterS: 60 });
  });
});
