import { describe, expect, it } from 'vitest';
import { parseReplaySearch, replayHref } from './url-state';

describe('replay URL state', () => {
  it('round-trips vehicle, range, cursor and speed', () => {
    const state = {
      vehiculo: 'veh_1001',
      desde: Date.parse('2026-11-21T00:00:00-03:00'),
      hasta: Date.parse('2026-11-22T00:00:00-03:00'),
      t: Date.parse('2026-11-21T14:05:09-03:00'),
      x: 300 as const,
    };
    const href = replayHref(state);
    expect(href).toBe(
      '/recorrido?vehiculo=veh_1001&desde=2026-11-21T00%3A00%3A00-03%3A00&hasta=2026-11-22T00%3A00%3A00-03%3A00&t=2026-11-21T14%3A05%3A09-03%3A00&x=300',
    );
    const search = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseReplaySearch(search)).toEqual(state);
  });

  it('drops malformed values instead of failing', () => {
    expect(parseReplaySearch({ vehiculo: 'AB 123', desde: 'ayer', x: '7', t: ['2026-11-21', 'x'] })).toEqual({
      t: Date.parse('2026-11-21T00:00:00-03:00'),
    });
  });

  it('links to a bare page without state', () => {
    expect(replayHref({})).toBe('/recorrido');
    expect(replayHref({ vehiculo: 'veh_7' })).toBe('/recorrido?vehiculo=veh_7');
  });
});
