import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { Recorrido } from '@/lib/fleet/schemas/recorrido';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { formatApiDateTime } from '@/lib/fleet/time';
import { SimFixture, TEST_TODAY, testConfig } from './test-support/sim-fixture';
import { buildRoster } from './world/roster';

const DAY = 86_400_000;
const today = TEST_TODAY;
const week = `desde=${encodeURIComponent(formatApiDateTime(today - 7 * DAY))}&hasta=${encodeURIComponent(formatApiDateTime(today - 1000))}`;
const nightShift = new Set(buildRoster(testConfig()).vehicles.filter((v) => v.nightShift).map((v) => v.id));

/** Share of each Argentina hour of the day; `fecha` is written in Argentina time (`…T14:05:09-03:00`). */
function byHour(fechas: readonly string[]): number[] {
  const counts = new Array<number>(24).fill(0);
  for (const fecha of fechas) counts[Number(fecha.slice(11, 13))]! += 1;
  return counts.map((n) => n / fechas.length);
}

const share = (hours: readonly number[], from: number, to: number) => hours.slice(from, to).reduce((a, b) => a + b, 0);

/** Events and moving points of a week, by hour. */
interface Hours {
  events: number[];
  driving: number[];
}

describe('events happen when the fleet drives (Argentina hours)', () => {
  let sim: SimFixture;
  const hours: Record<'day' | 'night' | 'all', Hours> = {
    day: { events: [], driving: [] },
    night: { events: [], driving: [] },
    all: { events: [], driving: [] },
  };
  beforeAll(async () => {
    sim = await SimFixture.start();
    const ids = (await sim.datos<Vehiculo[]>('/v1/vehiculos?cliente=cli_grande')).slice(0, 80).map((v) => v.id);
    const found = await sim.datos<Evento[]>(`/v1/eventos?vehiculos=${ids.join(',')}&${week}`);
    const moving = new Map<string, string[]>();
    for (const id of ids) {
      const route = await sim.datos<Recorrido>(`/v1/vehiculos/${id}/recorrido?${week}`);
      moving.set(id, route.puntos.filter((p) => (p.velocidad_kmh ?? 0) > 0).map((p) => p.fecha));
    }
    for (const group of ['day', 'night', 'all'] as const) {
      const mine = (id: string) => group === 'all' || nightShift.has(id) === (group === 'night');
      hours[group].events = byHour(found.filter((e) => mine(e.vehiculo)).map((e) => e.fecha));
      hours[group].driving = byHour(ids.filter(mine).flatMap((id) => moving.get(id)!));
    }
  }, 60_000);
  afterAll(() => sim.close());

  it('follow the hours the day shift drives, hour by hour', () => {
    const { events, driving } = hours.day;
    const distance = events.reduce((sum, e, h) => sum + Math.abs(e - driving[h]!), 0) / 2;
    expect(distance).toBeLessThan(0.15);
  });

  it('spread over the working day for the day shift, from early morning to the evening', () => {
    const { events, driving } = hours.day;
    expect(share(events, 6, 21)).toBeGreaterThan(0.85);
    expect(share(events, 14, 21)).toBeGreaterThan(0.25);
    expect(share(driving, 14, 21)).toBeGreaterThan(0.25);
    expect(share(events, 0, 4)).toBeLessThan(0.03);
  });

  it('come at night from the night shift, and stay a minority of the fleet’s', () => {
    const { events, driving } = hours.night;
    expect(share(driving, 0, 6)).toBeGreaterThan(0.3);
    expect(share(events, 0, 6) + share(events, 18, 24)).toBeGreaterThan(0.6);
    expect(share(hours.all.events, 0, 4)).toBeGreaterThan(0.015);
    expect(share(hours.all.events, 0, 4)).toBeLessThan(0.15);
    expect(share(hours.all.events, 6, 21)).toBeGreaterThan(0.7);
  });
});
