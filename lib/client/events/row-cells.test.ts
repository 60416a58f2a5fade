import { describe, expect, it } from 'vitest';
import { eventoFixture } from './evento-fixture';
import { toHistoryRow } from './history-row';
import { rowCells } from './row-cells';
import type { VehicleInfo } from './vehicle-directory';

const vehicle: VehicleInfo = { id: 'veh_1', etiqueta: 'Camión 12', patente: 'AB123CD', clienteId: 'cli_1', clienteNombre: 'Frío Andino' };

describe('rowCells', () => {
  it('shows Argentina time, names, input details and speed', () => {
    const row = toHistoryRow(
      eventoFixture({ id: 'evt_1', fecha: '2026-11-23T02:30:05Z', tipo: 'entrada_activada', entrada: 2, sensor: 'puerta_trasera', velocidad_kmh: 54 }),
    );
    expect(rowCells(row, vehicle)).toMatchObject({
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
    const unnamed = rowCells(row, undefined);
    expect(unnamed).toMatchObject({ vehiculo: 'ZZ999ZZ', cliente: '', velocidad: '—', critico: true });
    expect(rowCells(row, undefined)).toBe(unnamed);
    const named = rowCells(row, vehicle);
    expect(named.vehiculo).toBe('Camión 12');
    expect(rowCells(row, vehicle)).toBe(named);
  });
});
