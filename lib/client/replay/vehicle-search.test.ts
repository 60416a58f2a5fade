import { describe, expect, it } from 'vitest';
import type { Frescura } from '@/lib/fleet/flota-api';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { normalizeForSearch } from '../search-text';
import { replaySearchTexts, searchVehicles, vehicleLabel } from './vehicle-search';

function vehiculo(id: string, patente: string | null, nombre: string | null, cliente: string, conductor: string | null = null): Vehiculo {
  return { id, patente, nombre, cliente: { id: 'cli_1', nombre: cliente }, equipo: { tipo: 'gps', modelo: 'X' }, conductor };
}

const datos = [
  vehiculo('veh_1', 'AC987ZZ', 'Camión 12', 'Transportes del Sur', 'Ana Gómez'),
  vehiculo('veh_2', 'AB123CD', 'Furgón frío', 'Frío Andino'),
  vehiculo('veh_3', null, null, 'Logística Litoral'),
  vehiculo('veh_4', 'ZZ111AB', 'Utilitario', 'Frío Andino'),
];
const frescura: Frescura = { obtenido: null, antiguedad_s: null, desactualizado: false, error: null };
// What the fleet worker computes for each vehicle (lib/client/fleet-worker/read-list.ts).
const buscables = datos.map((v) => normalizeForSearch([v.id, v.patente, v.nombre, v.conductor].filter(Boolean).join('|')));
const texts = replaySearchTexts({ datos, buscables, frescura });
const ids = (query: string) => searchVehicles(datos, texts, query).map((v) => v.id);

describe('searchVehicles', () => {
  it('finds by plate ignoring case and separators, plate prefixes first', () => {
    expect(ids('ab 123')).toEqual(['veh_2']);
    expect(ids('ab')).toEqual(['veh_2', 'veh_4']);
  });

  it('finds by name, client and driver without accents, every word required', () => {
    expect(ids('frio andino furgon')).toEqual(['veh_2']);
    expect(ids('gomez')).toEqual(['veh_1']);
    expect(ids('veh_3')).toEqual(['veh_3']);
  });

  it('lists every vehicle, in catalogue order, for an empty query', () => {
    expect(ids('')).toEqual(['veh_1', 'veh_2', 'veh_3', 'veh_4']);
  });
});

describe('vehicleLabel', () => {
  it('shows plate and name, or whatever there is', () => {
    expect(vehicleLabel(datos[0]!)).toBe('AC987ZZ · Camión 12');
    expect(vehicleLabel(datos[2]!)).toBe('veh_3');
  });
});
