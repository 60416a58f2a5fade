import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { Recorrido } from '@/lib/fleet/schemas/recorrido';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { formatApiDateTime, startOfArgentinaDay } from '@/lib/fleet/time';
import { SimFixture } from './test-support/sim-fixture';

const DAY = 86_400_000;
const today = startOfArgentinaDay(Date.now());
const week = `desde=${encodeURIComponent(formatApiDateTime(today - 7 * DAY))}&hasta=${encodeURIComponent(formatApiDateTime(today - 1000))}`;

/** Share of each Argentina hour of the day; `fecha` is written in Argentina time (`…T14:05:09-03:00`). */
function byHour(fechas: readonly string[]): number[] {
  const counts = new Array<number>(24).fill(0);
  for (const fecha of fechas) counts[Number(fecha.slice(11, 13))]! += 1;
  return counts.map((n) => n / fechas.length);
}

const share = (hours: readonly number[], from: number, to: number) => hours.slice(from, to).reduce((a, b) => a + b, 0);

describe('events happen when the fleet drives (Argentina hours)', () => {
  let sim: SimFixture;
  let events: number[];
  let driving: number[];
  beforeAll(async () => {
    sim = await SimFixture.start();
    const ids = (await sim.datos<Vehiculo[]>('/v1/vehiculos?cliente=cli_grande')).slice(0, 80).map((v) => v.id);
    const found = await sim.datos<Evento[]>(`/v1/eventos?vehiculos=${ids.join(',')}&${week}`);
    events = byHour(found.map((e) => e.fecha));
    const moving: string[] = [];
    for (const id of ids) {
      const route = await sim.datos<Recorrido>(`/v1/vehiculos/${id}/recorrido?${week}`);
      for (const p of route.puntos) if ((p.velocidad_kmh ?? 0) > 0) moving.push(p.fecha);
    }
    driving = byHour(moving);
  }, 60_000);
  afterAll(() => sim.close());

  it('follows the hours the vehicles drive, hour by hour', () => {
    const distance = events.reduce((sum, e, h) => sum + Math.abs(e - driving[h]!), 0) / 2;
    expect(distance).toBeLessThan(0.15);
  });

  it('spreads over the working day, from early morning to the evening', () => {
    expect(share(events, 6, 21)).toBeGreaterThan(0.85);
    expect(share(events, 14, 21)).toBeGreaterThan(0.25);
    expect(share(driving, 14, 21)).toBeGreaterThan(0.25);
    expect(share(events, 0, 4)).toBeLessThan(0.03);
  });
});
