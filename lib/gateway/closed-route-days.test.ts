import { describe, expect, it } from 'vitest';
import { dayRange } from '@/lib/store/argentina-days';
import { CLOSED_MARGIN_MS } from './closed-days-plan';
import { planRouteDays } from './closed-route-days';

const HOUR = 3_600_000;
const at = (text: string) => Date.parse(text);

describe('planRouteDays', () => {
  const now = at('2026-03-11T10:30:00-03:00');
  const floor = at('2025-12-11T10:40:00-03:00');

  it('keeps the whole closed days of a range and asks for its open end', () => {
    const range = { desde: at('2026-03-08T14:00:00-03:00'), hasta: at('2026-03-11T09:00:00-03:00') };
    const plan = planRouteDays(range, { now, floor });
    expect(plan.days).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(plan.before).toBeNull();
    expect(plan.after).toEqual({ desde: dayRange('2026-03-11').desde, hasta: range.hasta });
  });

  it('asks for the day the window’s edge cuts, and keeps the days after it', () => {
    const range = { desde: floor, hasta: at('2025-12-13T12:00:00-03:00') };
    const plan = planRouteDays(range, { now, floor });
    expect(plan.days).toEqual(['2025-12-12', '2025-12-13']);
    expect(plan.before).toEqual({ desde: floor, hasta: dayRange('2025-12-12').desde - 1 });
    expect(plan.after).toBeNull();
  });

  it('does not keep yesterday until it has been over for a while', () => {
    const range = { desde: at('2026-03-10T08:00:00-03:00'), hasta: at('2026-03-10T20:00:00-03:00') };
    const justAfter = dayRange('2026-03-11').desde + CLOSED_MARGIN_MS - 1;
    expect(planRouteDays(range, { now: justAfter, floor })).toEqual({ days: [], before: range, after: null });
    expect(planRouteDays(range, { now: justAfter + 2, floor }).days).toEqual(['2026-03-10']);
  });

  it('answers a range within one closed day from that day alone', () => {
    const range = { desde: at('2026-03-09T10:00:00-03:00'), hasta: at('2026-03-09T10:00:00-03:00') + 2 * HOUR };
    expect(planRouteDays(range, { now, floor })).toEqual({ days: ['2026-03-09'], before: null, after: null });
  });
});
