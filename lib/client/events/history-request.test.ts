import { describe, expect, it } from 'vitest';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import type { HistoryQuery } from './history-query';
import { historyRequestUrl } from './history-request';
import { buildVehicleDirectory } from './vehicle-directory';

const range = { desde: Date.parse('2026-11-01T00:00:00-03:00'), hasta: Date.parse('2026-11-20T12:00:00-03:00') };
const base: HistoryQuery = { clientes: [], vehiculos: [], categorias: [], tipos: [] };
const vehicle = (id: string, cliente: string): Vehiculo => ({
  id,
  patente: null,
  nombre: null,
  cliente: { id: cliente, nombre: null },
  equipo: { tipo: 'gps', modelo: 'X' },
  conductor: null,
});
const directory = buildVehicleDirectory([vehicle('veh_2', 'cli_a'), vehicle('veh_1', 'cli_a'), vehicle('veh_3', 'cli_b'), vehicle('veh_4', 'cli_c')]);
const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('historyRequestUrl', () => {
  it('sends the range in Argentina time with its offset', () => {
    expect(paramsOf(historyRequestUrl(range, base, directory))).toEqual({
      desde: '2026-11-01T00:00:00-03:00',
      hasta: '2026-11-20T12:00:00-03:00',
    });
  });

  it('asks for one client by its id and for several by their vehicles', () => {
    expect(paramsOf(historyRequestUrl(range, { ...base, clientes: ['cli_a'] }, directory)).cliente).toBe('cli_a');
    const several = paramsOf(historyRequestUrl(range, { ...base, clientes: ['cli_a', 'cli_b'] }, directory));
    expect(several.cliente).toBeUndefined();
    expect(several.vehiculos).toBe('veh_1,veh_2,veh_3');
  });

  it('lets chosen vehicles win and expands categories into types', () => {
    const params = paramsOf(
      historyRequestUrl(range, { ...base, clientes: ['cli_a'], vehiculos: ['veh_2'], categorias: ['ubicacion'] }, directory),
    );
    expect(params.vehiculos).toBe('veh_2');
    expect(params.cliente).toBeUndefined();
    expect(params.tipos).toBe('geocerca_entrada,geocerca_salida');
  });
});
