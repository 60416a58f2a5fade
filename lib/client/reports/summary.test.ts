import { describe, expect, it } from 'vitest';
import { dia, resumen, vehiculo } from './report-fixture';
import { perDaySeries, sumDays, summaryRows } from './summary';

const H = 3_600_000;
const answer = resumen(
  [vehiculo('veh_001', { nombre: 'Camión 1' }), vehiculo('veh_002'), vehiculo('veh_003')],
  [
    dia('veh_001', '2026-03-01', {
      km: 100,
      conduccion_ms: 2 * H,
      motor_ms: 3 * H,
      viajes: 2,
      paradas: 3,
      velocidad_max_kmh: 90,
      primer_arranque: '2026-03-01T07:00:00-03:00',
      ultima_parada: '2026-03-01T18:00:00-03:00',
      eventos: { conduccion: 2 },
    }),
    dia('veh_001', '2026-03-03', {
      km: 50.5,
      conduccion_ms: H,
      motor_ms: H,
      viajes: 1,
      velocidad_max_kmh: 110,
      primer_arranque: '2026-03-03T06:30:00-03:00',
      ultima_parada: '2026-03-03T20:00:00-03:00',
      eventos: null,
      eventos_por_tipo: null,
    }),
    dia('veh_002', '2026-03-01', { km: 10, eventos: { conduccion: 1, seguridad: 4 } }),
  ],
);

describe('sumDays', () => {
  it('adds amounts, keeps the top speed, the earliest start and the latest stop', () => {
    const t = sumDays(answer.dias.filter((d) => d.vehiculo === 'veh_001'));
    expect(t).toMatchObject({ dias: 2, km: 150.5, conduccion_ms: 3 * H, motor_ms: 4 * H, viajes: 3, paradas: 3, velocidad_max_kmh: 110 });
    expect(t.primer_arranque).toBe(Date.parse('2026-03-01T07:00:00-03:00'));
    expect(t.ultima_parada).toBe(Date.parse('2026-03-03T20:00:00-03:00'));
  });

  it('sums events over the days that hold them, and says null when none does', () => {
    expect(sumDays(answer.dias).eventos).toEqual({ conduccion: 3, seguridad: 4 });
    expect(sumDays([dia('veh_001', '2026-03-01', { eventos: null })]).eventos).toBeNull();
  });

  it('has no top speed or times when no day has them', () => {
    const t = sumDays([]);
    expect([t.velocidad_max_kmh, t.primer_arranque, t.ultima_parada, t.dias]).toEqual([null, null, null, 0]);
  });
});

describe('summaryRows', () => {
  it('gives every vehicle of the report a row, with 0 days held when none is', () => {
    const rows = summaryRows(answer, false);
    expect(rows.map((r) => [r.key, r.etiqueta, r.dias, r.km])).toEqual([
      ['veh_001', 'Camión 1', 2, 150.5],
      ['veh_002', 'AA002ZZ', 1, 10],
      ['veh_003', 'AA003ZZ', 0, 0],
    ]);
  });

  it('gives a row per held vehicle-day when asked per day', () => {
    const rows = summaryRows(answer, true);
    expect(rows.map((r) => [r.key, r.dia, r.km])).toEqual([
      ['veh_001/2026-03-01', '2026-03-01', 100],
      ['veh_001/2026-03-03', '2026-03-03', 50.5],
      ['veh_002/2026-03-01', '2026-03-01', 10],
    ]);
  });
});

describe('perDaySeries', () => {
  it('covers every day of the range, zero where nothing is held', () => {
    expect(perDaySeries(answer, (d) => d.km)).toEqual({ dias: ['2026-03-01', '2026-03-02', '2026-03-03'], valores: [110, 0, 50.5] });
  });
});
