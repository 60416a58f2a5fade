import { describe, expect, it } from 'vitest';
import { eventoFixture } from './evento-fixture';
import { toHistoryRow } from './history-row';
import { sortRows } from './sort-rows';

function row(id: string, fecha: string, descripcion: string, velocidad: number | null = null) {
  return toHistoryRow(eventoFixture({ id, fecha, descripcion, velocidad_kmh: velocidad }));
}

const rows = [
  row('evt_a', '2026-11-20T10:00:00-03:00', 'Ñandú', 40),
  row('evt_b', '2026-11-20T11:00:00-03:00', 'camión 10', null),
  row('evt_c', '2026-11-20T12:00:00-03:00', 'Camion 9', 90),
  row('evt_d', '2026-11-20T13:00:00-03:00', 'Nube', 90),
  row('evt_e', '2026-11-20T09:00:00-03:00', 'camión 10', 10),
];
const ids = (list: ReturnType<typeof sortRows>) => list.map((r) => r.evento.id);
const byDescription = { kind: 'text', of: (r: (typeof rows)[number]) => r.evento.descripcion } as const;
const bySpeed = { kind: 'number', of: (r: (typeof rows)[number]) => r.evento.velocidad_kmh ?? -1 } as const;

describe('sortRows', () => {
  it('orders text the Spanish way: accents and case aside, numbers by value, Ñ after N', () => {
    expect(ids(sortRows(rows, { column: 'descripcion', desc: false }, byDescription))).toEqual(['evt_c', 'evt_b', 'evt_e', 'evt_d', 'evt_a']);
  });

  it('breaks ties newest first, whichever the direction', () => {
    expect(ids(sortRows(rows, { column: 'velocidad', desc: true }, bySpeed))).toEqual(['evt_d', 'evt_c', 'evt_a', 'evt_e', 'evt_b']);
    expect(ids(sortRows(rows, { column: 'velocidad', desc: false }, bySpeed))).toEqual(['evt_b', 'evt_e', 'evt_a', 'evt_d', 'evt_c']);
  });

  it('treats texts the collator sees as equal as one value', () => {
    const same = [row('evt_1', '2026-11-20T10:00:00-03:00', 'Camión'), row('evt_2', '2026-11-20T11:00:00-03:00', 'camion')];
    expect(ids(sortRows(same, { column: 'descripcion', desc: false }, byDescription))).toEqual(['evt_2', 'evt_1']);
  });

  it('leaves the input untouched', () => {
    const before = ids(rows);
    sortRows(rows, { column: 'fecha', desc: false }, { kind: 'number', of: (r) => r.ms });
    expect(ids(rows)).toEqual(before);
  });
});
