import { describe, expect, it } from 'vitest';
import { ClientScope, type ClientDirectory } from './client-scope';

const DUENOS: Record<string, string> = { veh_a1: 'cli_a', veh_a2: 'cli_a', veh_b1: 'cli_b' };
const directorio: ClientDirectory = { clienteDe: (id) => DUENOS[id], clientes: () => ['cli_a', 'cli_b', 'cli_c'] };

describe('ClientScope', () => {
  const soloA = ClientScope.of(['cli_a']);
  const todo = ClientScope.of('*');

  it('sees everything with "*" and leaves filters as they are', () => {
    expect(todo.completo).toBe(true);
    expect(todo.allowsVehicle('veh_b1', directorio)).toBe(true);
    expect(todo.narrow({ vehiculos: ['veh_zz'] }, directorio)).toEqual({ tipo: 'filtro', filtro: { vehiculos: ['veh_zz'] } });
  });

  it('treats another client’s vehicles and unknown ones as not there', () => {
    expect(soloA.allowsVehicle('veh_a2', directorio)).toBe(true);
    expect(soloA.allowsVehicle('veh_b1', directorio)).toBe(false);
    expect(soloA.allowsVehicle('veh_zz', directorio)).toBe(false);
    expect(soloA.keep(['veh_a1', 'veh_b1', 'veh_a2'], (id) => DUENOS[id])).toEqual(['veh_a1', 'veh_a2']);
  });

  it('answers 404 for any id out of scope in a filter', () => {
    expect(soloA.narrow({ cliente: ['cli_a', 'cli_b'] }, directorio)).toEqual({ tipo: 'inexistente', codigo: 'cliente_inexistente', id: 'cli_b' });
    expect(soloA.narrow({ vehiculos: ['veh_a1', 'veh_b1'] }, directorio)).toEqual({
      tipo: 'inexistente',
      codigo: 'vehiculo_inexistente',
      id: 'veh_b1',
    });
    expect(soloA.narrow({ cliente: ['cli_a'], vehiculos: ['veh_a2'] }, directorio)).toEqual({
      tipo: 'filtro',
      filtro: { cliente: ['cli_a'], vehiculos: ['veh_a2'] },
    });
  });

  it('turns "everything" into the user’s clients the key still sees', () => {
    expect(soloA.narrow({}, directorio)).toEqual({ tipo: 'filtro', filtro: { cliente: ['cli_a'] } });
    expect(ClientScope.of(['cli_a', 'cli_gone']).narrow({ cliente: [] }, directorio)).toEqual({ tipo: 'filtro', filtro: { cliente: ['cli_a'] } });
    expect(ClientScope.of(['cli_gone']).narrow({}, directorio)).toEqual({ tipo: 'nada' });
  });
});
