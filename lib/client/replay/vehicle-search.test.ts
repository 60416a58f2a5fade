import { describe, expect, it } from 'vitest';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { searchVehicles, vehicleLabel } from './vehicle-search';

function vehiculo(id: string, patente: string | null, nombre: string | null, cliente: string, conductor: string | null = null): Vehiculo {
  return { id, patente, nombre, cliente: { id: 'cli_1', nombre: cliente }, equipo: { tipo: 'gps', modelo: 'X' }, conductor };
}

const flota = [
  vehiculo('veh_1', 'AC987ZZ', 'Camión 12', 'Transportes del Sur', 'Ana Gómez'),
  vehiculo('veh_2', 'AB123CD', 'Furgón frío', 'Frío Andino'),
  vehiculo('veh_3', null, null, 'Logística Litoral'),
  vehiculo('veh_4', 'ZZ111AB', 'Utilitario', 'Frío Andino'),
];

describe('searchVehicles', () => {
  it('finds by plate ignoring case and separators, plate prefixes first', () => {
    expect(searchVehicles(flota, 'ab 123', 10).matches.map((v) => v.id)).toEqual(['veh_2']);
    expect(searchVehicles(flota, 'ab', 10).matches.map((v) => v.id)).toEqual(['veh_2', 'veh_4']);
  });

  it('finds by name, client and driver without accents, every word required', () => {
    expect(searchVehicles(flota, 'frio andino furgon', 10).matches.map((v) => v.id)).toEqual(['veh_2']);
    expect(searchVehicles(flota, 'gomez', 10).matches.map((v) => v.id)).toEqual(['veh_1']);
    expect(searchVehicles(flota, 'veh_3', 10).matches.map((v) => v.id)).toEqual(['veh_3']);
  });

  it('caps the list but reports the total', () => {
    expect(searchVehicles(flota, '', 2)).toMatchObject({ total: 4, matches: [{ id: 'veh_1' }, { id: 'veh_2' }] });
  });
});

describe('vehicleLabel', () => {
  it('shows plate and name, or whatever there is', () => {
    expect(vehicleLabel(flota[0]!)).toBe('AC987ZZ · Camión 12');
    expect(vehicleLabel(flota[2]!)).toBe('veh_3');
  });
});
