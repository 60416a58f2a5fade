import { describe, expect, it } from 'vitest';
import { haversineKm } from '@/lib/fleet/geo';
import type { Punto, Recorrido } from '@/lib/fleet/schemas/recorrido';
import { mergeRecorridos } from './recorrido-merge';

const punto = (minute: number, latitud: number, origen: Punto['origen'] = 'gps'): Punto => ({
  fecha: new Date(Date.parse('2026-11-01T12:00:00Z') + minute * 60_000).toISOString().replace('.000Z', 'Z'),
  latitud,
  longitud: -58.4,
  velocidad_kmh: 40,
  rumbo: 0,
  encendido: true,
  origen,
});

const part = (puntos: Punto[], distancia_km: number): Recorrido => ({
  vehiculo: 'veh_1',
  patente: 'AB123CD',
  desde: puntos[0]?.fecha ?? '',
  hasta: puntos.at(-1)?.fecha ?? '',
  distancia_km,
  cantidad_puntos: puntos.length,
  puntos,
});

describe('mergeRecorridos', () => {
  it('answers a single part as the service computed it', () => {
    const only = part([punto(0, -34.6), punto(1, -34.61)], 1.234);
    expect(mergeRecorridos([only])).toBe(only);
  });

  it('keeps a shared boundary point once, in time order, and counts distance from gps points only', () => {
    const a = [punto(0, -34.6), punto(1, -34.61), punto(2, -34.62)];
    const b = [punto(2, -34.62), punto(3, -34.9, 'red_celular'), punto(4, -34.63)];
    const merged = mergeRecorridos([part(a, 2.2), part(b, 1.1)]);
    expect(merged.puntos.map((p) => p.fecha)).toEqual([...a, ...b.slice(1)].map((p) => p.fecha));
    expect(merged.cantidad_puntos).toBe(5);
    expect(merged.desde).toBe(a[0]?.fecha);
    expect(merged.hasta).toBe(b.at(-1)?.fecha);
    const gps = [a[0], a[1], a[2], b[2]] as Punto[];
    const expected = gps.slice(1).reduce((km, p, i) => km + haversineKm(gps[i] as Punto, p), 0);
    expect(merged.distancia_km).toBeCloseTo(expected, 3);
  });
});
