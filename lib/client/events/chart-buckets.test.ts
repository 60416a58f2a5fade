import { describe, expect, it } from 'vitest';
import { bucketByDay, topCounts } from './chart-buckets';
import { eventoFixture } from './evento-fixture';
import { toHistoryRow } from './history-row';

function row(fecha: string, categoria = 'conduccion', vehiculo = 'veh_1') {
  const tipo = categoria === 'seguridad' ? 'panico' : 'encendido';
  return toHistoryRow(eventoFixture({ id: `evt_${fecha.replace(/\W/g, '')}`, fecha, vehiculo, tipo, categoria }));
}

describe('bucketByDay', () => {
  it('puts an event at 23:30 -03:00 in that Argentina day, not the next (UTC) one', () => {
    const buckets = bucketByDay([row('2026-11-20T23:30:00-03:00')], null);
    expect(buckets).toEqual([{ dia: '2026-11-20', total: 1, porCategoria: { conduccion: 1 } }]);
  });

  it('reads instants written in UTC in Argentina days too', () => {
    // 02:30Z on the 21st is 23:30 of the 20th in Argentina; 03:00Z is midnight of the 21st.
    const buckets = bucketByDay([row('2026-11-21T02:30:00Z'), row('2026-11-21T03:00:00Z')], null);
    expect(buckets.map((b) => [b.dia, b.total])).toEqual([
      ['2026-11-20', 1],
      ['2026-11-21', 1],
    ]);
  });

  it('stacks by category and leaves no hole in the range', () => {
    const range = { desde: Date.parse('2026-11-18T10:00:00-03:00'), hasta: Date.parse('2026-11-21T09:00:00-03:00') };
    const buckets = bucketByDay(
      [row('2026-11-18T11:00:00-03:00', 'seguridad'), row('2026-11-18T12:00:00-03:00'), row('2026-11-20T00:00:00-03:00')],
      range,
    );
    expect(buckets).toEqual([
      { dia: '2026-11-18', total: 2, porCategoria: { seguridad: 1, conduccion: 1 } },
      { dia: '2026-11-19', total: 0, porCategoria: {} },
      { dia: '2026-11-20', total: 1, porCategoria: { conduccion: 1 } },
      { dia: '2026-11-21', total: 0, porCategoria: {} },
    ]);
  });
});

describe('topCounts', () => {
  it('answers the most frequent first, ties in key order, at most `limit`', () => {
    const rows = [
      row('2026-11-20T01:00:00-03:00', 'conduccion', 'veh_b'),
      row('2026-11-20T02:00:00-03:00', 'conduccion', 'veh_a'),
      row('2026-11-20T03:00:00-03:00', 'conduccion', 'veh_c'),
      row('2026-11-20T04:00:00-03:00', 'conduccion', 'veh_c'),
    ];
    expect(topCounts(rows, (r) => r.evento.vehiculo, 2)).toEqual([
      { clave: 'veh_c', cantidad: 2 },
      { clave: 'veh_a', cantidad: 1 },
    ]);
  });
});
