import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/test-translator';
import { chartGeometry, chartSummary } from './units-chart';

describe('chartGeometry', () => {
  it('scales bars to the budget, oldest on the left', () => {
    const { bars, limitY, ceiling } = chartGeometry([0, 60, 120], 120, 300, 100);
    expect(ceiling).toBe(120);
    expect(bars.map((b) => [b.x, b.height])).toEqual([
      [0, 0],
      [100, 50],
      [200, 100],
    ]);
    expect(limitY).toBe(0);
  });

  it('makes room for minutes over the budget and marks them', () => {
    const { bars, limitY } = chartGeometry([240, 60], 120, 200, 100);
    expect(bars[0]).toMatchObject({ height: 100, overLimit: true });
    expect(bars[1]?.overLimit).toBe(false);
    expect(limitY).toBe(50);
  });

  it('draws an empty hour without dividing by zero', () => {
    const { bars, limitY } = chartGeometry(new Array(60).fill(0), null, 600, 80);
    expect(bars.every((b) => b.height === 0 && Number.isFinite(b.y))).toBe(true);
    expect(limitY).toBeNull();
  });
});

describe('chartSummary', () => {
  it('says it in words, for screen readers', () => {
    expect(chartSummary([5, 10, 0], 120, translator('KeyStatus'))).toBe(
      'Unidades gastadas por minuto en la última hora: 15 en total, como máximo 10 en un minuto de un límite de 120 por minuto.',
    );
  });
});
