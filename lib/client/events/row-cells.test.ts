import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/test-translator';
import { formatsFor } from '@/lib/client/format/formats';
import { eventLabels } from './event-labels';
import { eventoFixture } from './evento-fixture';
import { toHistoryRow } from './history-row';
import { rowCells } from './row-cells';
import type { VehicleInfo } from './vehicle-directory';

const history = translator('History');
const words = {
  formats: formatsFor('es-AR'),
  labels: eventLabels(translator('EventTypes'), translator('Categories')),
  input: (entrada: number | string) => history('inputDetail', { entrada }),
};
const vehicle: VehicleInfo = { id: 'veh_1', etiqueta: 'Camión 12', patente: 'AB123CD', clienteId: 'cli_1', clienteNombre: 'Frío Andino' };

describe('rowCells', () => {
  it('shows Argentina time, names, input details and speed', () => {
    const row = toHistoryRow(
      eventoFixture({ id: 'evt_1', fecha: '2026-11-23T02:30:05Z', tipo: 'entrada_activada', entrada: 2, sensor: 'puerta_trasera', velocidad_kmh: 54 }),
    );
    expect(rowCells(row, vehicle, words)).toMatchObject({
      fecha: '22/11/2026 23:30:05',
      vehiculo: 'Camión 12',
      patente: 'AB123CD',
      cliente: 'Frío Andino',
      detalle: ' · Entrada 2 (puerta trasera)',
      velocidad: '54 km/h',
      critico: false,
    });
  });

  it('builds a row once, and again when the vehicle list that names it changes', () => {
    const row = toHistoryRow(eventoFixture({ id: 'evt_2', fecha: '2026-11-22T12:00:00Z', tipo: 'panico', patente: 'ZZ999ZZ' }));
    const unnamed = rowCells(row, undefined, words);
    expect(unnamed).toMatchObject({ vehiculo: 'ZZ999ZZ', cliente: '', velocidad: '—', critico: true });
    expect(rowCells(row, undefined, words)).toBe(unnamed);
    const named = rowCells(row, vehicle, words);
    expect(named.vehiculo).toBe('Camión 12');
    expect(rowCells(row, vehicle, words)).toBe(named);
  });

  it('builds a row again in another language', () => {
    const row = toHistoryRow(eventoFixture({ id: 'evt_3', fecha: '2026-11-22T12:00:00Z', tipo: 'panico', categoria: 'seguridad' }));
    const es = rowCells(row, vehicle, words);
    const en = rowCells(row, vehicle, { ...words, formats: formatsFor('en'), labels: eventLabels(translator('EventTypes', 'en'), translator('Categories', 'en')) });
    expect(es.tipo).toBe('Botón de pánico');
    expect(en.tipo).toBe('Panic button');
    expect(en.categoria).toBe('Security');
    expect(en.fecha.replace(/\u202f/g, ' ')).toBe('11/22/2026, 9:00:00 AM');
  });
});
