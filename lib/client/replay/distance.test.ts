import { describe, expect, it } from 'vitest';
import { gpsDistanceKm } from './distance';
import { haversineKm as haversineObjects } from '@/lib/fleet/geo';
import { fixtureTrack } from './track-fixture';

const haversineKm = (lat1: number, lon1: number, lat2: number, lon2: number) =>
  haversineObjects({ latitud: lat1, longitud: lon1 }, { latitud: lat2, longitud: lon2 });

describe('gpsDistanceKm', () => {
  it('measures Buenos Aires (Obelisco) to La Plata (Plaza Moreno) as about 53 km', () => {
    expect(haversineKm(-34.6037, -58.3816, -34.9214, -57.9545)).toBeCloseTo(52.9, 0);
  });

  it('adds the legs between gps points', () => {
    const track = fixtureTrack([
      { s: 0, lat: -34.6, lon: -58.4 },
      { s: 60, lat: -34.61, lon: -58.4 },
      { s: 120, lat: -34.61, lon: -58.41 },
    ]);
    const expected = haversineKm(-34.6, -58.4, -34.61, -58.4) + haversineKm(-34.61, -58.4, -34.61, -58.41);
    expect(gpsDistanceKm(track)).toBeCloseTo(expected, 9);
  });

  it('skips cell, Wi-Fi and unknown fixes and joins the gps points around them', () => {
    const track = fixtureTrack([
      { s: 0, lat: -34.6, lon: -58.4 },
      { s: 60, lat: -34.0, lon: -58.0, o: 'red_celular' },
      { s: 90, lat: -35.0, lon: -59.0, o: 'wifi' },
      { s: 100, lat: -33.0, lon: -57.0, o: null },
      { s: 120, lat: -34.62, lon: -58.4 },
    ]);
    expect(gpsDistanceKm(track)).toBeCloseTo(haversineKm(-34.6, -58.4, -34.62, -58.4), 9);
  });

  it('is 0 with fewer than two gps points', () => {
    expect(gpsDistanceKm(fixtureTrack([{ s: 0 }, { s: 60, o: 'wifi', lat: -30 }]))).toBe(0);
  });
});
