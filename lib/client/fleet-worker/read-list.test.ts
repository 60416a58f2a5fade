import { describe, expect, it } from 'vitest';
import { FlotaApiError } from '../api-error';
import { VEHICLE_STATUSES } from '../vehicle-status';
import { readPositions, readVehicles } from './read-list';
import { posicionFixture } from './posicion-fixture';

const frescura = { obtenido: '2026-11-22T10:00:00-03:00', antiguedad_s: 3, desactualizado: false, error: null };
const posicion = posicionFixture;

describe('readPositions', () => {
  it('validates the snapshot and rates each vehicle at the snapshot time, not now', () => {
    const body = {
      datos: [posicion('veh_1'), posicion('veh_2', { velocidad_kmh: 0, encendido: false }), posicion('veh_3', { fecha: '2026-11-22T09:00:00-03:00' })],
      cantidad: 3,
      sin_posicion: 2,
      frescura,
    };
    const { meta, slice } = readPositions(body, 200);
    expect(meta).toEqual({ kind: 'posiciones', cantidad: 3, sin_posicion: 2, frescura });
    expect((slice.extras as number[]).map((code) => VEHICLE_STATUSES[code])).toEqual(['en_movimiento', 'apagado', 'sin_gps']);
  });

  it('rejects an answer that breaks the contract', () => {
    const body = { datos: [posicion('veh_1', { latitud: 200 })], cantidad: 1, sin_posicion: 0, frescura };
    expect(() => readPositions(body, 200)).toThrowError(FlotaApiError);
    expect(() => readPositions({ datos: [] }, 200)).toThrowError(/formato inesperado/);
  });
});

describe('readVehicles', () => {
  it('prepares accent-free search text from id, plate, name and driver', () => {
    const body = {
      datos: [
        {
          id: 'veh_9',
          patente: 'AB 123-CD',
          nombre: 'Camión 9',
          cliente: { id: 'cli_1', nombre: null },
          equipo: { tipo: 'gps', modelo: 'X' },
          conductor: 'José Pérez',
        },
      ],
      cantidad: 1,
      frescura,
    };
    expect(readVehicles(body, 200).slice.extras).toEqual(['veh_9|ab123cd|camion9|joseperez']);
  });

  it('shares one client and one device object among the vehicles that have the same', () => {
    const vehicle = (id: string, cliente: string, modelo: string) => ({
      id,
      patente: null,
      nombre: null,
      cliente: { id: cliente, nombre: 'Cliente' },
      equipo: { tipo: 'gps', modelo },
      conductor: null,
    });
    const body = { datos: [vehicle('veh_1', 'cli_1', 'X'), vehicle('veh_2', 'cli_1', 'Y'), vehicle('veh_3', 'cli_2', 'X')], cantidad: 3, frescura };
    const [a, b, c] = readVehicles(body, 200).slice.items as { cliente: object; equipo: object }[];
    expect(a!.cliente).toBe(b!.cliente);
    expect(a!.cliente).not.toBe(c!.cliente);
    expect(c!.cliente).toEqual({ id: 'cli_2', nombre: 'Cliente' });
    expect(a!.equipo).toBe(c!.equipo);
    expect(b!.equipo).toEqual({ tipo: 'gps', modelo: 'Y' });
  });
});
