import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { translator } from '@/i18n/test-translator';
import { eventLabels } from './event-labels';
import { EVENTS_CSV_COLUMNS, eventsToCsv } from './events-csv';
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
    const words = { header: (c: (typeof EVENTS_CSV_COLUMNS)[number]) => translator('History')(`csv.${c}`), labels: eventLabels(translator('EventTypes'), translator('Categories')) };
    const csv = eventsToCsv([toHistoryRow(evento)], directory, words);
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    const [header, row] = parse(csv) as string[][];
    expect(header).toEqual([...EVENTS_CSV_COLUMNS]);
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

  it('writes headers and names in English, times and numbers as machines read them', () => {
    const t = translator('History', 'en');
    const words = { header: (c: (typeof EVENTS_CSV_COLUMNS)[number]) => t(`csv.${c}`), labels: eventLabels(translator('EventTypes', 'en'), translator('Categories', 'en')) };
    const [header, row] = parse(eventsToCsv([toHistoryRow(evento)], directory, words)) as string[][];
    expect(header?.slice(0, 3)).toEqual(['time', 'id', 'vehicle']);
    expect(row?.[0]).toBe('2026-11-20T23:30:00-03:00');
    expect(row?.slice(6, 9)).toEqual(['Sensors', 'entrada_activada', 'Input activated']);
    expect(row?.[10]).toBe('-34.603722');
  });
});
