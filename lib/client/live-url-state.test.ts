import { describe, expect, it } from 'vitest';
import { serializeLiveUrlState } from './live-url-serialize';
import { parseLiveUrlState, type LiveUrlState } from './live-url-state';

/** A query string as Next hands it to the page: a repeated parameter as the array of its values. */
function searchOf(query: string): Record<string, string | string[]> {
  const search: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const seen = search[name];
    search[name] = seen === undefined ? value : [seen, value].flat();
  }
  return search;
}

const full: LiveUrlState = {
  q: 'ab 123',
  clientes: ['cli_1001', 'cli_2002'],
  estados: ['en_movimiento', 'sin_posicion'],
  vehiculo: 'veh_00042',
  seguir: true,
  mapa: { latitude: -34.60312, longitude: -58.38157, zoom: 11.5 },
};

describe('live URL state', () => {
  it('round-trips every field', () => {
    expect(parseLiveUrlState(searchOf(serializeLiveUrlState(full).toString()))).toEqual(full);
  });

  it('is empty for an empty URL', () => {
    expect(parseLiveUrlState({})).toEqual({
      q: '',
      clientes: [],
      estados: [],
      vehiculo: null,
      seguir: false,
      mapa: null,
    });
  });

  it('drops a bad parameter and keeps the good ones', () => {
    const state = parseLiveUrlState(searchOf('vehiculo=DROP TABLE&estado=volando&mapa=-95,0,3&q=hola&cliente=cli_1'));
    expect(state.vehiculo).toBeNull();
    expect(state.estados).toEqual([]);
    expect(state.mapa).toBeNull();
    expect(state.q).toBe('hola');
    expect(state.clientes).toEqual(['cli_1']);
  });

  it('does not follow without a selected vehicle', () => {
    expect(serializeLiveUrlState({ ...full, vehiculo: null }).has('seguir')).toBe(false);
  });

  it('keeps the map view short: 5 decimals for coordinates, 2 for zoom', () => {
    const params = serializeLiveUrlState({ ...full, mapa: { latitude: -34.123456789, longitude: -58.987654321, zoom: 9.87654 } });
    expect(params.get('mapa')).toBe('-34.12346,-58.98765,9.88');
  });
});

describe('live URL state, edge cases', () => {
  it('drops a list when any item is bad, and a view with a missing part', () => {
    const state = parseLiveUrlState(searchOf('cliente=cli_1,nope&estado=apagado,&mapa=-34,,3'));
    expect(state.clientes).toEqual([]);
    expect(state.estados).toEqual(['apagado']);
    expect(state.mapa).toBeNull();
  });

  it('cuts an overlong search and ignores seguir values other than 1', () => {
    const state = parseLiveUrlState(searchOf(`q=${'x'.repeat(150)}&seguir=true`));
    expect(state.q).toHaveLength(100);
    expect(state.seguir).toBe(false);
  });
});

describe('live URL state schema', () => {
  it('ignores every kind of bad value without throwing, one field at a time', () => {
    const bad = [
      'mapa=abc',
      'mapa=-34,-58,30',
      'mapa=-34,-58,3,9',
      'mapa=-34,-190,3',
      'estado=apagado,volando',
      'cliente=veh_1',
      'vehiculo=veh_',
      'vehiculo=cli_1',
      `vehiculo=veh_${'x'.repeat(80)}`,
      'seguir=si',
    ];
    for (const query of bad) expect(parseLiveUrlState(searchOf(query))).toEqual(parseLiveUrlState({}));
  });

  it('keeps the last of a repeated parameter and ignores unknown ones', () => {
    const state = parseLiveUrlState(searchOf('vehiculo=veh_1&vehiculo=veh_2&zoom=3&utm_source=mail'));
    expect(state.vehiculo).toBe('veh_2');
    expect(Object.keys(state).sort()).toEqual(['clientes', 'estados', 'mapa', 'q', 'seguir', 'vehiculo']);
  });

  it('reads the view numbers as numbers, zoom bounds included', () => {
    expect(parseLiveUrlState(searchOf('mapa=-90,180,0')).mapa).toEqual({ latitude: -90, longitude: 180, zoom: 0 });
    expect(parseLiveUrlState(searchOf('mapa=1e1,2,22')).mapa).toEqual({ latitude: 10, longitude: 2, zoom: 22 });
  });
});
