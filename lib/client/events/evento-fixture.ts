import type { Evento } from '@/lib/fleet/schemas/evento';

/** An event for unit tests: a plain ignition event, with whatever the test cares about changed. */
export function eventoFixture(change: Partial<Evento> & Pick<Evento, 'id' | 'fecha'>): Evento {
  return {
    vehiculo: 'veh_1',
    patente: null,
    tipo: 'encendido',
    categoria: 'conduccion',
    descripcion: 'Motor encendido',
    latitud: null,
    longitud: null,
    velocidad_kmh: null,
    ...change,
  };
}
