import { describe, expect, it } from 'vitest';
import { dia, resumen, vehiculo } from './report-fixture';
import { usageRows } from './utilisation';

const H = 3_600_000;
const range = ['2026-03-01', '2026-03-05'] as const;

describe('usageRows', () => {
  it('counts used days of held days and the mean engine time of the used ones', () => {
    const answer = resumen(
      [vehiculo('veh_001')],
      [
        dia('veh_001', '2026-03-01', { conduccion_ms: H, motor_ms: 2 * H }),
        dia('veh_001', '2026-03-02', { conduccion_ms: 0, motor_ms: H }),
        dia('veh_001', '2026-03-03', { conduccion_ms: 3 * H, motor_ms: 4 * H }),
      ],
      ...range,
    );
    const [row] = usageRows(answer, 3);
    expect(row).toMatchObject({ dias: 3, usados: 2, motor_medio_ms: 3 * H, inactivo_max: 1, inactivo: false });
    expect(row?.uso).toBeCloseTo(2 / 3);
  });

  it('flags a run of N idle held days, and a day not held breaks the run', () => {
    const idle = (v: string, d: string) => dia(v, d, { conduccion_ms: 0 });
    const answer = resumen(
      [vehiculo('veh_001'), vehiculo('veh_002'), vehiculo('veh_003')],
      [
        idle('veh_001', '2026-03-02'),
        idle('veh_001', '2026-03-03'),
        idle('veh_001', '2026-03-04'),
        idle('veh_002', '2026-03-01'),
        idle('veh_002', '2026-03-02'),
        idle('veh_002', '2026-03-04'),
        idle('veh_002', '2026-03-05'),
      ],
      ...range,
    );
    const rows = usageRows(answer, 3);
    expect(rows.map((r) => [r.key, r.inactivo_max, r.inactivo])).toEqual([
      ['veh_001', 3, true],
      ['veh_002', 2, false],
      ['veh_003', 0, false],
    ]);
    expect(rows[2]).toMatchObject({ dias: 0, uso: null, motor_medio_ms: null });
  });
});
