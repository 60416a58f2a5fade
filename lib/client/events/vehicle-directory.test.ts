import { describe, expect, it } from 'vitest';
import { eventVehicleLabel, type VehicleInfo } from './vehicle-directory';

const info: VehicleInfo = { id: 'veh_1', etiqueta: 'Camión 12', patente: 'AC987ZZ', clienteId: 'cli_1', clienteNombre: 'Sur' };

describe('eventVehicleLabel', () => {
  it('names the vehicle as the directory does, else by the plate the event carries, else by its id', () => {
    expect(eventVehicleLabel({ vehiculo: 'veh_1', patente: 'AA000AA' }, info)).toBe('Camión 12');
    expect(eventVehicleLabel({ vehiculo: 'veh_1', patente: 'AA000AA' }, undefined)).toBe('AA000AA');
    expect(eventVehicleLabel({ vehiculo: 'veh_1', patente: null }, undefined)).toBe('veh_1');
  });
});
