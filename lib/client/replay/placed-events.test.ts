import { describe, expect, it } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { placeEvents } from './placed-events';
import { fixtureTrack } from './track-fixture';

const base: Evento = {
  id: 'evt_1',
  vehiculo: 'veh_test1',
  patente: 'AB123CD',
  tipo: 'frenada_brusca',
  categoria: 'conduccion',
  descripcion: 'Frenada brusca',
  fecha: '2026-11-22T08:00:30-03:00',
  latitud: null,
  longitud: null,
  velocidad_kmh: null,
};

describe('placeEvents', () => {
  const track = fixtureTrack([
    { s: 0, lat: -34.6, lon: -58.4 },
    { s: 60, lat: -34.7, lon: -58.4 },
  ]);

  it('keeps reported coordinates and puts the others on the route at their time, in time order', () => {
    const placed = placeEvents(
      track,
      [base, { ...base, id: 'evt_0', fecha: '2026-11-22T08:00:10-03:00', latitud: -31.4, longitud: -64.2 }],
      600_000,
    );
    expect(placed.map((p) => [p.evento.id, p.lat, p.fromRoute])).toEqual([
      ['evt_0', -31.4, false],
      ['evt_1', expect.closeTo(-34.65, 9), true],
    ]);
  });

  it('keeps an event without coordinates off the map when there is no route to put it on', () => {
    expect(placeEvents(fixtureTrack([]), [base], 600_000)).toMatchObject([{ lon: null, lat: null, fromRoute: false }]);
  });
});
