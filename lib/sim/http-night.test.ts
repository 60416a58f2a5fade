import { beforeAll, describe, expect, it } from 'vitest';
import type { EventosEnvelope } from '@/lib/fleet/schemas/envelopes';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { formatApiDateTime } from '@/lib/fleet/time';
import { DEMO_CONFIG, DEMO_KEY } from './demo-config';
import { SimFixture } from './test-support/sim-fixture';

const HOUR = 3_600_000;

/** What the demo fleet does at one fixed hour, as `npm start` would show it with that clock. */
interface Moment {
  driving: Posicion[];
  positions: number;
  /** Vehicles that raised an event in the last hour, and the events. */
  busy: Set<string>;
  events: EventosEnvelope['datos'];
}

async function momentAt(start: string): Promise<Moment> {
  // A clock that all but stands still: the hour under test is the one the fleet stays at.
  const sim = await SimFixture.start({ ...DEMO_CONFIG, clock: { start, rate: 0.001 } });
  try {
    const positions = await sim.datos<Posicion[]>('/v1/posiciones', DEMO_KEY);
    const desde = encodeURIComponent(formatApiDateTime(Date.parse(start) - HOUR));
    const events = await sim.datos<EventosEnvelope['datos']>(`/v1/eventos?desde=${desde}`, DEMO_KEY);
    return {
      driving: positions.filter((p) => p.encendido === true && (p.velocidad_kmh ?? 0) > 0),
      positions: positions.length,
      busy: new Set(events.map((e) => e.vehiculo)),
      events,
    };
  } finally {
    await sim.close();
  }
}

describe('the demo fleet by night and by day', () => {
  const moments: Record<string, Moment> = {};
  beforeAll(async () => {
    moments.weekdayNight = await momentAt('2026-03-11T03:00:00-03:00');
    moments.sundayNight = await momentAt('2026-03-15T03:00:00-03:00');
    moments.weekdayMorning = await momentAt('2026-03-11T10:30:00-03:00');
  }, 60_000);

  it.each(['weekdayNight', 'sundayNight'])('is alive at 03:00 (%s): a visible minority drives, on the routes and in town, and raises events', (name) => {
    const { driving, positions, busy, events } = moments[name]!;
    expect(driving.length / positions).toBeGreaterThanOrEqual(0.05);
    expect(driving.length / positions).toBeLessThan(0.2);
    expect(driving.some((p) => p.velocidad_kmh! >= 65)).toBe(true);
    expect(events.length).toBeGreaterThan(20);
    expect(busy.size).toBeGreaterThan(10);
    const tipos = new Set(events.map((e) => e.tipo));
    expect(tipos.has('encendido') || tipos.has('apagado')).toBe(true);
    expect(tipos.has('conduccion_nocturna') || tipos.has('exceso_velocidad') || tipos.has('conduccion_prolongada')).toBe(true);
  });

  it('works by day: most of the fleet is busy on a weekday morning, several times the night’s', () => {
    const morning = moments.weekdayMorning!;
    expect(morning.busy.size / morning.positions).toBeGreaterThan(0.5);
    expect(morning.busy.size).toBeGreaterThan(4 * moments.weekdayNight!.busy.size);
    expect(morning.driving.length).toBeGreaterThan(moments.weekdayNight!.driving.length);
  });
});
