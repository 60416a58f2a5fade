import { describe, expect, it } from 'vitest';
import { DAY_PRESETS, presetDays } from './day-presets';
import { dayRangeProblem } from './url-state';

describe('presetDays', () => {
  it('counts closed days back from the fleet’s today', () => {
    expect(presetDays('ayer', '2026-03-11')).toEqual({ desde: '2026-03-10', hasta: '2026-03-10' });
    expect(presetDays('semana', '2026-03-11')).toEqual({ desde: '2026-03-04', hasta: '2026-03-10' });
    expect(presetDays('treinta', '2026-03-11')).toEqual({ desde: '2026-02-09', hasta: '2026-03-10' });
  });

  it('takes the whole previous calendar month, across a year and in a leap year', () => {
    expect(presetDays('mesAnterior', '2026-03-11')).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(presetDays('mesAnterior', '2028-03-01')).toEqual({ desde: '2028-02-01', hasta: '2028-02-29' });
    expect(presetDays('mesAnterior', '2027-01-31')).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
  });

  it('always makes a range the reports take', () => {
    for (const today of ['2026-01-01', '2026-03-31', '2026-12-31']) {
      for (const preset of DAY_PRESETS) {
        const { desde, hasta } = presetDays(preset, today);
        expect(dayRangeProblem(desde, hasta, today), `${preset} ${today}`).toBeNull();
      }
    }
  });
});
