import { describe, expect, it } from 'vitest';
import { eventoFixture } from './evento-fixture';
import { toHistoryRow } from './history-row';
import { buildSearchIndex, refineRows } from './refine-rows';
import { buildVehicleDirectory } from './vehicle-directory';

function row(id: string, vehiculo: string, tipo: string, fecha: string, descripcion = '') {
  return toHistoryRow(eventoFixture({ id, vehiculo, tipo, fecha, descripcion }));
}

const rows = [
  row('evt_1', 'veh_1', 'exceso_velocidad', '2026-11-20T10:00:00-03:00', 'Velocidad 130 km/h en Ruta 3'),
  row('evt_2', 'veh_2', 'exceso_velocidad', '2026-11-21T10:00:00-03:00', 'Velocidad 125 km/h'),
  row('evt_3', 'veh_1', 'encendido', '2026-11-21T11:00:00-03:00', 'Motor encendido'),
];
const directory = buildVehicleDirectory([
  {
    id: 'veh_1',
    patente: 'AA111AA',
    nombre: 'Camión Norte',
    cliente: { id: 'cli_1', nombre: 'Logística Litoral' },
    equipo: { tipo: 'gps', modelo: 'X' },
    conductor: null,
  },
]);
const index = buildSearchIndex(rows, directory);
const ids = (list: ReturnType<typeof refineRows>) => list.map((r) => r.evento.id);

describe('refineRows', () => {
  it('matches every word of the text, ignoring case and accents, in any field', () => {
    expect(ids(refineRows(rows, index, { texto: 'camion' }))).toEqual(['evt_1', 'evt_3']);
    expect(ids(refineRows(rows, index, { texto: 'RUTA  velocidad' }))).toEqual(['evt_1']);
    expect(ids(refineRows(rows, index, { texto: 'litoral encendido' }))).toEqual(['evt_3']);
  });

  it('combines a clicked day, vehicle and type', () => {
    expect(ids(refineRows(rows, index, { dia: '2026-11-21' }))).toEqual(['evt_2', 'evt_3']);
    expect(ids(refineRows(rows, index, { dia: '2026-11-21', vehiculo: 'veh_1' }))).toEqual(['evt_3']);
    expect(ids(refineRows(rows, index, { tipo: 'exceso_velocidad', vehiculo: 'veh_2' }))).toEqual(['evt_2']);
  });

  it('leaves out the refinement of the chart being drawn', () => {
    expect(ids(refineRows(rows, index, { dia: '2026-11-21', vehiculo: 'veh_1' }, 'vehiculo'))).toEqual(['evt_2', 'evt_3']);
  });
});
