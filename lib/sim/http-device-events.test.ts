import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { formatApiDateTime } from '@/lib/fleet/time';
import { SimFixture, TEST_START, testConfig } from './test-support/sim-fixture';
import { dayIndexOf, dayStart } from './world/time-grid';
import { connectivityOn } from './world/connectivity';
import { buildRoster } from './world/roster';

const range = (from: number, to: number) =>
  `desde=${encodeURIComponent(formatApiDateTime(from))}&hasta=${encodeURIComponent(formatApiDateTime(to))}`;
const today = dayIndexOf(TEST_START);
const PAIRS = [
  ['sin_senal_gps', 'senal_gps_recuperada'],
  ['sin_conexion', 'equipo_conectado'],
] as const;

/** GPS losses of the test fleet that begin on one day and end on the next, found from the seed. */
function lossesAcrossMidnight(): { vehicle: string; day: number; t0: number; t1: number }[] {
  const found = [];
  for (const vehicle of buildRoster(testConfig()).vehicles.filter((v) => v.hasPosition)) {
    for (let day = today - 80; day < today - 2; day++) {
      for (const fault of connectivityOn(vehicle, day + 1).gpsFaults) {
        if (fault.t0 < dayStart(day + 1)) found.push({ vehicle: vehicle.id, day, ...fault });
      }
    }
  }
  return found;
}

describe('device state events pair up across day boundaries', () => {
  let sim: SimFixture;
  beforeAll(async () => {
    sim = await SimFixture.start();
  });
  afterAll(() => sim.close());

  const events = (path: string) => sim.datos<Evento[]>(path);

  it('recovers the GPS signal the day after a loss that ran past midnight', async () => {
    const losses = lossesAcrossMidnight();
    expect(losses.length).toBeGreaterThan(3);
    for (const loss of losses.slice(0, 4)) {
      const tipos = 'tipos=sin_senal_gps,senal_gps_recuperada';
      const both = await events(`/v1/vehiculos/${loss.vehicle}/eventos?${tipos}&${range(dayStart(loss.day), dayStart(loss.day + 2) - 1000)}`);
      const lost = both.find((e) => e.fecha === formatApiDateTime(loss.t0));
      expect(lost?.tipo, `${loss.vehicle} ${formatApiDateTime(loss.t0)}`).toBe('sin_senal_gps');
      const after = both.filter((e) => e.fecha > lost!.fecha);
      expect(after[0]?.tipo).toBe('senal_gps_recuperada');
      expect(after[0]!.fecha >= formatApiDateTime(loss.t1)).toBe(true);
      expect(after[0]!.fecha.slice(0, 10)).toBe(formatApiDateTime(dayStart(loss.day + 1)).slice(0, 10));
      // The next day alone tells the same recovery, with the same id.
      const nextDay = await events(`/v1/vehiculos/${loss.vehicle}/eventos?${tipos}&${range(dayStart(loss.day + 1), dayStart(loss.day + 2) - 1000)}`);
      expect(nextDay.map((e) => e.id)).toContain(after[0]!.id);
    }
  });

  it('alternates loss and recovery, offline and back, over weeks for every vehicle', async () => {
    const ids = buildRoster(testConfig()).vehicles.slice(0, 300).map((v) => v.id);
    const tipos = PAIRS.flat().join(',');
    const byVehicle = new Map<string, Evento[]>();
    // Eight weeks back to back (a query spans 7 days at most), oldest first.
    for (let week = 8; week > 0; week--) {
      const window = range(dayStart(today - 7 * week), dayStart(today - 7 * (week - 1)) - 1000);
      for (const event of await events(`/v1/eventos?vehiculos=${ids.join(',')}&tipos=${tipos}&${window}`)) {
        byVehicle.set(event.vehiculo, [...(byVehicle.get(event.vehiculo) ?? []), event]);
      }
    }
    let pairs = 0;
    for (const [vehicle, list] of byVehicle) {
      for (const [opens, closes] of PAIRS) {
        const states = list.filter((e) => e.tipo === opens || e.tipo === closes).map((e) => e.tipo);
        // A range may begin inside a state and end inside another: only the ends may be unpaired.
        if (states[0] === closes) states.shift();
        if (states.at(-1) === opens) states.pop();
        for (let i = 0; i < states.length; i++) {
          expect(states[i], `${vehicle}: ${opens}/${closes} n.º ${i}`).toBe(i % 2 === 0 ? opens : closes);
        }
        pairs += states.length / 2;
      }
    }
    expect(pairs).toBeGreaterThan(100);
  }, 30_000);
});
