import { describe, expect, it } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { translator } from '@/i18n/test-translator';
import { categoryStyle } from '@/lib/client/category-palette';
import { eventLabels } from '@/lib/client/events/event-labels';
import { formatsFor } from '@/lib/client/format/formats';
import { eventMarker as markerOf } from './event-marker';

const es = eventLabels(translator('EventTypes'), translator('Categories'));
const eventMarker = (e: Evento, label?: string) => markerOf(e, es, formatsFor('es-AR'), label);

const evento = (over: Partial<Evento> = {}): Evento => ({
  id: 'evt_1',
  vehiculo: 'veh_7',
  patente: 'AB123CD',
  tipo: 'panico',
  categoria: 'seguridad',
  descripcion: 'Botón de pánico',
  fecha: '2026-11-22T02:30:05Z',
  latitud: -34.6,
  longitud: -58.4,
  velocidad_kmh: 0,
  ...over,
});

describe('eventMarker', () => {
  it('places the event in its category colour, with the vehicle and the Argentina time', () => {
    expect(eventMarker(evento())).toEqual({
      id: 'evt_1',
      latitude: -34.6,
      longitude: -58.4,
      color: categoryStyle('seguridad').color,
      title: 'Botón de pánico',
      // 02:30 UTC is 23:30 of the day before in Argentina.
      detail: 'AB123CD · 21/11/2026 23:30:05',
    });
  });

  it("adds the device's own words when they say more than the catalogue", () => {
    expect(eventMarker(evento({ descripcion: 'Pulsado por el chofer' }))?.title).toBe('Botón de pánico: Pulsado por el chofer');
  });

  it('names the vehicle by the given label, else plate, else id', () => {
    expect(eventMarker(evento(), 'Camión 7')?.detail).toMatch(/^Camión 7 · /);
    expect(eventMarker(evento({ patente: null }))?.detail).toMatch(/^veh_7 · /);
  });

  it('speaks English, keeping the device\'s own words', () => {
    const en = eventLabels(translator('EventTypes', 'en'), translator('Categories', 'en'));
    const marker = markerOf(evento({ descripcion: 'Pulsado por el chofer' }), en, formatsFor('en'));
    expect(marker?.title).toBe('Panic button: Pulsado por el chofer');
    expect(marker?.detail.replace(/\u202f/g, ' ')).toBe('AB123CD · 11/21/2026, 11:30:05 PM');
    expect(markerOf(evento(), en, formatsFor('en'))?.title).toBe('Panic button');
  });

  it('is null when the device did not say where', () => {
    expect(eventMarker(evento({ latitud: null, longitud: null }))).toBeNull();
  });
});
