import { describe, expect, it } from 'vitest';
import { effectiveTypes, historyUrlParams, parseHistoryUrl } from './history-query';

describe('history URL state', () => {
  it('round-trips through the query string', () => {
    const params = new URLSearchParams(
      'rango=personalizado&desde=2026-11-01T00:00&hasta=2026-11-20T00:00&clientes=cli_1001&vehiculos=veh_1,veh_2&tipos=panico&texto=ruta 3&orden=fecha:asc',
    );
    const state = parseHistoryUrl(params);
    expect(state).toMatchObject({ rango: 'personalizado', vehiculos: ['veh_1', 'veh_2'], tipos: ['panico'], texto: 'ruta 3' });
    expect(parseHistoryUrl(historyUrlParams(state))).toEqual(state);
  });

  it('drops what is malformed instead of failing the page', () => {
    const state = parseHistoryUrl(new URLSearchParams('rango=siglo&vehiculos=veh_1,<script>&tipos=panico,inventado&orden=x'));
    expect(state.rango).toBeUndefined();
    expect(state.vehiculos).toEqual(['veh_1']);
    expect(state.tipos).toEqual(['panico']);
    expect(state.orden).toBeUndefined();
  });

  it('leaves empty values out of the URL', () => {
    const state = parseHistoryUrl(new URLSearchParams('rango=7d'));
    expect(historyUrlParams(state).toString()).toBe('rango=7d');
  });
});

describe('effectiveTypes', () => {
  it('expands categories into their types and adds single types', () => {
    const tipos = effectiveTypes({ categorias: ['ubicacion'], tipos: ['panico'] });
    expect(tipos).toEqual(['geocerca_entrada', 'geocerca_salida', 'panico']);
  });

  it('asks for no type filter when nothing or everything is chosen', () => {
    expect(effectiveTypes({ categorias: [], tipos: [] })).toEqual([]);
    expect(
      effectiveTypes({
        categorias: ['seguridad', 'conduccion', 'conductor', 'energia', 'ubicacion', 'sensores', 'vehiculo', 'otros'],
        tipos: [],
      }),
    ).toEqual([]);
  });
});
