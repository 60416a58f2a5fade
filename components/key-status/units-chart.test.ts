import { describe, expect, it } from 'vitest';
import { chartGeometry, chartSummary } from './units-chart';

describe('chartGeometry', () => {
  it('scales bars to the budget, oldest on the left', () => {
    const { barras, yLimite, techo } = chartGeometry([0, 60, 120], 120, 300, 100);
    expect(techo).toBe(120);
    expect(barras.map((b) => [b.x, b.alto])).toEqual([
      [0, 0],
      [100, 50],
      [200, 100],
    ]);
    expect(yLimite).toBe(0);
  });

  it('makes room for minutes over the budget and marks them', () => {
    const { barras, yLimite } = chartGeometry([240, 60], 120, 200, 100);
    expect(barras[0]).toMatchObject({ alto: 100, excede: true });
    expect(barras[1]?.excede).toBe(false);
    expect(yLimite).toBe(50);
  });

  it('draws an empty hour without dividing by zero', () => {
    const { barras, yLimite } = chartGeometry(new Array(60).fill(0), null, 600, 80);
    expect(barras.every((b) => b.alto === 0 && Number.isFinite(b.y))).toBe(true);
    expect(yLimite).toBeNull();
  });
});

describe('chartSummary', () => {
  it('says it in words, for screen readers', () => {
    expect(chartSummary([5, 10, 0], 120)).toBe(
      'Unidades gastadas por minuto en la última hora: 15 en total, como máximo 10 en un minuto de un límite de 120 por minuto.',
    );
  });
});
