import { describe, expect, it } from 'vitest';
import { behaviourByDriver, behaviourByVehicle } from './behaviour';
import { dia, resumen, vehiculo } from './report-fixture';

const answer = resumen(
  [vehiculo('veh_001', { conductor: 'Ana' }), vehiculo('veh_002', { conductor: 'Ana' }), vehiculo('veh_003', { conductor: 'Beto' }), vehiculo('veh_004')],
  [
    dia('veh_001', '2026-03-01', {
      km: 200,
      eventos: { conduccion: 5, conductor: 2 },
      eventos_por_tipo: { exceso_velocidad: 3, frenada_brusca: 1, giro_brusco: 1, cambio_carril_brusco: 0, fatiga: 2 },
    }),
    // Events not held yet: neither its km nor its events count.
    dia('veh_001', '2026-03-02', { km: 300, eventos: null, eventos_por_tipo: null }),
    dia('veh_002', '2026-03-01', { km: 50, eventos: { conduccion: 1 }, eventos_por_tipo: { aceleracion_brusca: 1 } }),
    dia('veh_003', '2026-03-01', { km: 5, eventos: { conduccion: 1 }, eventos_por_tipo: { exceso_velocidad: 1 } }),
    dia('veh_004', '2026-03-01', { km: 100 }),
  ],
);

describe('behaviourByVehicle', () => {
  it('counts each behaviour over held days and rates it per 100 km of those days', () => {
    const [first] = behaviourByVehicle(answer);
    expect(first).toMatchObject({ key: 'veh_001', detalle: 'Ana', dias: 1, km: 200, total: 7 });
    expect(first?.eventos).toEqual({ exceso: 3, frenada: 1, aceleracion: 0, giro: 1, camara: 2 });
    expect(first?.por100.exceso).toBe(1.5);
    expect(first?.total100).toBe(3.5);
  });

  it('gives no rate under the minimum distance, where one event would top the ranking', () => {
    const row = behaviourByVehicle(answer).find((r) => r.key === 'veh_003');
    expect(row?.eventos.exceso).toBe(1);
    expect(row?.total100).toBeNull();
  });
});

describe('behaviourByDriver', () => {
  it('joins the vehicles assigned to each driver and leaves unassigned ones out', () => {
    const rows = behaviourByDriver(answer);
    expect(rows.map((r) => r.key)).toEqual(['Ana', 'Beto']);
    const ana = rows[0];
    expect(ana).toMatchObject({ km: 250, total: 8, detalle: 'AA001ZZ, AA002ZZ' });
    expect(ana?.total100).toBeCloseTo(3.2);
  });
});
