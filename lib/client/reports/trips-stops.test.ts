import { describe, expect, it } from 'vitest';
import { parseReplaySearch } from '../replay/url-state';
import { vehiculo } from './report-fixture';
import { stopReplayHref, stopRows, tripReplayHref, tripRows } from './trips-stops';

const searchOf = (href: string) => Object.fromEntries(new URL(href, 'https://flota.test').searchParams);

describe('trip and stop rows', () => {
  const vehiculos = [vehiculo('veh_001', { nombre: 'Camión 1' })];
  const viaje = {
    vehiculo: 'veh_001',
    inicio: '2026-03-01T23:50:00-03:00',
    fin: '2026-03-02T00:40:00-03:00',
    inicio_lat: -34.6,
    inicio_lon: -58.4,
    fin_lat: -34.7,
    fin_lon: -58.5,
    km: 30,
    duracion_ms: 3_000_000,
    conduccion_ms: 2_800_000,
    velocidad_max_kmh: 80,
    velocidad_media_kmh: 38,
    empieza_antes: false,
    termina_despues: false,
  };

  it('links a trip to the replay of exactly its start and end', () => {
    const [row] = tripRows({ vehiculos, viajes: [viaje] });
    expect(row?.etiqueta).toBe('Camión 1');
    const state = parseReplaySearch(searchOf(tripReplayHref(row!)));
    expect(state).toEqual({ vehiculo: 'veh_001', desde: Date.parse(viaje.inicio), hasta: Date.parse(viaje.fin) });
  });

  it('links a stop to its replay with 15 minutes of road each side', () => {
    const parada = {
      vehiculo: 'veh_009',
      llegada: '2026-03-01T10:00:00-03:00',
      salida: '2026-03-01T11:00:00-03:00',
      lat: -31.4,
      lon: -64.2,
      duracion_ms: 3_600_000,
      motor_encendido_ms: 600_000,
      empieza_antes: false,
      termina_despues: false,
    };
    const [row] = stopRows({ vehiculos, paradas: [parada] });
    expect(row?.etiqueta).toBe('veh_009');
    const state = parseReplaySearch(searchOf(stopReplayHref(row!)));
    expect(state.desde).toBe(Date.parse('2026-03-01T09:45:00-03:00'));
    expect(state.hasta).toBe(Date.parse('2026-03-01T11:15:00-03:00'));
  });
});
