import { describe, expect, it } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { gpsDistanceKm } from './distance';
import { detectStops } from './stops';
import { computeTotals } from './totals';
import { fixtureTrack } from './track-fixture';

const GAP = 10 * 60_000;

function evento(id: string, categoria: string): Evento {
  return {
    id,
    vehiculo: 'veh_test1',
    patente: 'AB123CD',
    tipo: 'otro',
    categoria,
    descripcion: 'Otro evento',
    fecha: '2026-11-22T08:00:00-03:00',
    latitud: null,
    longitud: null,
    velocidad_kmh: null,
  };
}

describe('computeTotals', () => {
  const track = fixtureTrack([
    { s: 0, v: 30, lat: -34.6 },
    { s: 60, v: 90, lat: -34.61 },
    { s: 120, v: 0, lat: -34.62 },
    { s: 720, v: 0, lat: -34.62 },
    { s: 780, v: 60, lat: -34.63 },
    { s: 5000, v: 45, lat: -34.7 },
    { s: 5060, v: null, lat: -34.71 },
  ]);
  const stops = detectStops(track, 5 * 60_000);
  const totals = computeTotals(track, stops, [evento('evt_1', 'conduccion'), evento('evt_2', 'conduccion'), evento('evt_3', 'seguridad')], GAP);

  it('counts driving time only from moving points and not across data gaps', () => {
    // 0→60 and 60→120 moving; 780→5000 crosses a gap; 5000→5060 moving.
    expect(totals.drivingMs).toBe(180_000);
  });

  it('weights the average speed by time and keeps the maximum', () => {
    expect(totals.averageSpeedKmh).toBeCloseTo((30 * 60 + 90 * 60 + 45 * 60) / 180, 9);
    expect(totals.maxSpeedKmh).toBe(90);
  });

  it('sums the stops and takes the distance from gps points', () => {
    expect(totals.stops).toBe(1);
    expect(totals.stoppedMs).toBe(660_000);
    expect(totals.distanceKm).toBe(gpsDistanceKm(track));
  });

  it('counts idle time while the engine is on at speed 0', () => {
    // 120→720 and 720→780 start at a point with speed 0 and the engine on.
    expect(totals.idleMs).toBe(660_000);
  });

  it('counts events by category', () => {
    expect(Object.fromEntries(totals.eventsByCategory)).toEqual({ conduccion: 2, seguridad: 1 });
  });

  it('reports no speeds for a route without any', () => {
    const none = computeTotals(fixtureTrack([{ s: 0, v: null }, { s: 60, v: null }]), [], [], GAP);
    expect(none).toMatchObject({ maxSpeedKmh: null, averageSpeedKmh: null, drivingMs: 0 });
  });
});
