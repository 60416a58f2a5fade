import { describe, expect, it } from 'vitest';
import { dia, SAMPLE_DAYS as days } from './informes-fixture';
import { emptyTotales, sumTotales } from './report-totals';
import { summarise } from './report-summary';

const H = 3_600_000;
const VEHICULOS = ['veh_001', 'veh_002', 'veh_003'];
const DIAS = ['2026-03-01', '2026-03-02', '2026-03-03'];
const summary = summarise(VEHICULOS, DIAS, days);
const of = (id: string) => summary.por_vehiculo.find((v) => v.vehiculo === id)!;

describe('summarise', () => {
  it('adds a vehicle’s amounts, keeps the top speed, the earliest start and the latest stop', () => {
    expect(of('veh_001')).toMatchObject({ dias: 2, km: 150.5, conduccion_ms: 3 * H, motor_ms: 4 * H, viajes: 3, paradas: 3, velocidad_max_kmh: 110 });
    expect(of('veh_001').primer_arranque).toBe('2026-03-01T07:00:00-03:00');
    expect(of('veh_001').ultima_parada).toBe('2026-03-03T20:00:00-03:00');
  });

  it('sums events and their km over the days that hold them, and says null when none does', () => {
    expect(of('veh_001')).toMatchObject({ eventos: { conduccion: 2 }, dias_eventos: 1, km_eventos: 100 });
    expect(summary.total.eventos).toEqual({ conduccion: 3, seguridad: 4 });
    expect(summarise(['veh_001'], DIAS, [dia('veh_001', '2026-03-01', { eventos: null, eventos_por_tipo: null })]).total.eventos).toBeNull();
  });

  it('gives every vehicle of the report a row, with 0 days held when none is', () => {
    expect(summary.por_vehiculo.map((v) => [v.vehiculo, v.dias, v.km])).toEqual([
      ['veh_001', 2, 150.5],
      ['veh_002', 1, 10],
      ['veh_003', 0, 0],
    ]);
    expect(of('veh_003')).toMatchObject({ ...emptyTotales(), vehiculo: 'veh_003', inactivo_max: 0 });
  });

  it('gives the fleet a row per day of the range, zero where nothing is held', () => {
    expect(summary.por_dia.map((d) => [d.dia, d.dias, d.km])).toEqual([
      ['2026-03-01', 2, 110],
      ['2026-03-02', 0, 0],
      ['2026-03-03', 1, 50.5],
    ]);
    expect(summary.total).toEqual(sumTotales(summary.por_dia));
    expect(summary.total).toEqual(sumTotales(days));
  });

  it('counts used days and the engine time of those, and the longest idle run a day not held breaks', () => {
    const idle = (d: string) => dia('veh_001', d, { motor_ms: H });
    const week = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
    const [row] = summarise(['veh_001'], week, [
      dia('veh_001', '2026-03-01', { conduccion_ms: H, motor_ms: 2 * H }),
      idle('2026-03-02'),
      idle('2026-03-03'),
      idle('2026-03-05'),
      idle('2026-03-06'),
    ]).por_vehiculo;
    expect(row).toMatchObject({ dias: 5, dias_usados: 1, motor_usado_ms: 2 * H, motor_ms: 6 * H, inactivo_max: 2 });
  });
});

describe('sumTotales', () => {
  it('has no top speed, times or events when nothing is summed', () => {
    const t = sumTotales([]);
    expect([t.velocidad_max_kmh, t.primer_arranque, t.ultima_parada, t.eventos, t.dias]).toEqual([null, null, null, null, 0]);
  });

  it('compares starts and stops as instants, whatever their offset', () => {
    const t = sumTotales([
      dia('veh_001', '2026-03-01', { primer_arranque: '2026-03-01T07:00:00-03:00', ultima_parada: '2026-03-01T18:00:00-03:00' }),
      dia('veh_001', '2026-03-01', { primer_arranque: '2026-03-01T09:30:00Z', ultima_parada: '2026-03-01T21:30:00Z' }),
    ]);
    expect([t.primer_arranque, t.ultima_parada]).toEqual(['2026-03-01T09:30:00Z', '2026-03-01T21:30:00Z']);
  });
});
