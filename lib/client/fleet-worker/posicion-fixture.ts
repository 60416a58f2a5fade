import type { Posicion } from '@/lib/fleet/schemas/posicion';

/** A position for unit tests: a vehicle driving in Buenos Aires, with whatever the test cares about changed. */
export function posicionFixture(vehiculo: string, change: Partial<Posicion> = {}): Posicion {
  return {
    vehiculo,
    patente: 'AB123CD',
    fecha: '2026-11-22T09:59:30-03:00',
    latitud: -34.6,
    longitud: -58.4,
    velocidad_kmh: 40,
    rumbo: 10,
    encendido: true,
    en_linea: true,
    ultima_comunicacion: '2026-11-22T09:59:30-03:00',
    odometro_km: 1000,
    tension_alimentacion_v: 12.5,
    temperatura_c: null,
    actualizado: '2026-11-22T10:00:00-03:00',
    ...change,
  };
}
