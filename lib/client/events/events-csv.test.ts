import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { EVENTS_CSV_HEADER, eventsToCsv } from './events-csv';
import { toHistoryRow } from './history-row';
import { buildVehicleDirectory } from './vehicle-directory';

describe('eventsToCsv', () => {
  const evento: Evento = {
    id: 'evt_9',
    vehiculo: 'veh_7',
    patente: 'AB123CD',
    tipo: 'entrada_activada',
    categoria: 'sensores',
    descripcion: 'Entrada 2 activada, "enganche"',
    fecha: '2026-11-21T02:30:00Z',
    latitud: -34.603722,
    longitud: -58.381592,
    velocidad_kmh: 0,
    entrada: 2,
    sensor: 'enganche_acoplado',
  };
  const directory = buildVehicleDirectory([
    {
      id: 'veh_7',
      patente: 'AB123CD',
      nombre: 'Camión 7',
      cliente: { id: 'cli_1', nombre: 'Frío Andino, S.A.' },
      equipo: { tipo: 'gps', modelo: 'X' },
      conductor: null,
    },
  ]);

  it('writes a header row, Argentina time and every field, without a BOM', () => {
    const csv = eventsToCsv([toHistoryRow(evento)], directory);
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    const [header, row] = parse(csv) as string[][];
    expect(header).toEqual([...EVENTS_CSV_HEADER]);
    expect(row).toEqual([
      '2026-11-20T23:30:00-03:00',
      'evt_9',
      'veh_7',
      'AB123CD',
      'Camión 7',
      'Frío Andino, S.A.',
      'Sensores',
      'entrada_activada',
      'Entrada activada',
      'Entrada 2 activada, "enganche"',
      '-34.603722',
      '-58.381592',
      '0',
      '2',
      'enganche_acoplado',
    ]);
  });
});
