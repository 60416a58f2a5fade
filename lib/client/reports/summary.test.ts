import { describe, expect, it } from 'vitest';
import { SAMPLE_DAYS as days } from '@/lib/fleet/informes-fixture';
import { resumen, vehiculo } from './report-fixture';
import { perDaySeries, summaryRows } from './summary';

const answer = resumen([vehiculo('veh_001', { nombre: 'Camión 1' }), vehiculo('veh_002'), vehiculo('veh_003')], days);

describe('summaryRows', () => {
  it('names each vehicle’s row from the report’s vehicles, with its times as instants', () => {
    const rows = summaryRows(answer.vehiculos, answer.por_vehiculo);
    expect(rows.map((r) => [r.key, r.etiqueta, r.patente, r.cliente, r.dias, r.km])).toEqual([
      ['veh_001', 'Camión 1', 'AA001ZZ', 'Transportes Sur', 2, 150.5],
      ['veh_002', 'AA002ZZ', 'AA002ZZ', 'Transportes Sur', 1, 10],
      ['veh_003', 'AA003ZZ', 'AA003ZZ', 'Transportes Sur', 0, 0],
    ]);
    expect(rows[0]?.primer_arranque).toBe(Date.parse('2026-03-01T07:00:00-03:00'));
  });

  it('gives a row per held vehicle-day when given the days', () => {
    const rows = summaryRows(answer.vehiculos, days);
    expect(rows.map((r) => [r.key, r.dia, r.km])).toEqual([
      ['veh_001/2026-03-01', '2026-03-01', 100],
      ['veh_001/2026-03-03', '2026-03-03', 50.5],
      ['veh_002/2026-03-01', '2026-03-01', 10],
    ]);
  });
});

describe('perDaySeries', () => {
  it('covers every day of the range, zero where nothing is held', () => {
    expect(perDaySeries(answer.por_dia, (d) => d.km)).toEqual({ dias: ['2026-03-01', '2026-03-02', '2026-03-03'], valores: [110, 0, 50.5] });
  });
});
