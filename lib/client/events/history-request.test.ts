import { describe, expect, it } from 'vitest';
import type { HistoryQuery } from './history-query';
import { historyRequestUrl } from './history-request';

const range = { desde: Date.parse('2026-11-01T00:00:00-03:00'), hasta: Date.parse('2026-11-20T12:00:00-03:00') };
const base: HistoryQuery = { clientes: [], vehiculos: [], categorias: [], tipos: [] };
const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('historyRequestUrl', () => {
  it('sends the range in Argentina time with its offset', () => {
    expect(paramsOf(historyRequestUrl(range, base))).toEqual({
      desde: '2026-11-01T00:00:00-03:00',
      hasta: '2026-11-20T12:00:00-03:00',
    });
  });

  it('sends clients and vehicles as sorted lists, so equal choices give one URL', () => {
    const params = paramsOf(historyRequestUrl(range, { ...base, clientes: ['cli_b', 'cli_a'], vehiculos: ['veh_2', 'veh_1'] }));
    expect(params.cliente).toBe('cli_a,cli_b');
    expect(params.vehiculos).toBe('veh_1,veh_2');
  });

  it('expands categories into types', () => {
    expect(paramsOf(historyRequestUrl(range, { ...base, categorias: ['ubicacion'], tipos: ['panico'] })).tipos).toBe(
      'geocerca_entrada,geocerca_salida,panico',
    );
  });
});
