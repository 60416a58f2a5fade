import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGO } from '@/lib/fleet/catalog';
import type { EventosEnvelope } from '@/lib/fleet/schemas/envelopes';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import type { Punto, Recorrido } from '@/lib/fleet/schemas/recorrido';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { formatApiDateTime } from '@/lib/fleet/time';
import { SimFixture, TEST_TODAY, testConfig } from './test-support/sim-fixture';
import { haversineKm } from './world/geo';
import { buildRoster } from './world/roster';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const today = TEST_TODAY;
const nightShift = new Set(buildRoster(testConfig()).vehicles.filter((v) => v.nightShift).map((v) => v.id));
const range = (from: number, to: number) =>
  `desde=${encodeURIComponent(formatApiDateTime(from))}&hasta=${encodeURIComponent(formatApiDateTime(to))}`;
const yesterday = range(today - DAY, today);

let sim: SimFixture;
let vehicles: Vehiculo[];
beforeAll(async () => {
  sim = await SimFixture.start();
  vehicles = await sim.datos<Vehiculo[]>('/v1/vehiculos?cliente=cli_andes');
});
afterAll(() => sim.close());

const routeOf = (id: string, query = yesterday) => sim.datos<Recorrido>(`/v1/vehiculos/${id}/recorrido?${query}`);
const eventsOf = async (query: string) => ((await sim.get(`/v1/eventos?${query}`)).body as EventosEnvelope).datos;
const withHistory = () => vehicles.slice(0, 21);

describe('the same seed gives the same past, on every run', () => {
  it('answers byte-identical vehicles, routes and events after a restart', async () => {
    const again = await SimFixture.start(testConfig());
    try {
      for (const path of [
        '/v1/vehiculos',
        `/v1/vehiculos/veh_100001/recorrido?${yesterday}`,
        `/v1/vehiculos/veh_400007/recorrido?${range(today - 7 * DAY, today)}`,
        `/v1/eventos?cliente=cli_andes&${range(today - 3 * DAY, today)}`,
      ]) {
        expect((await again.get(path)).body).toEqual((await sim.get(path)).body);
      }
    } finally {
      await again.close();
    }
  });

  it('gives another fleet for another seed', async () => {
    const other = await SimFixture.start(testConfig({ seed: 12 }));
    try {
      const path = `/v1/vehiculos/veh_100001/recorrido?${yesterday}`;
      expect((await other.get(path)).body).not.toEqual((await sim.get(path)).body);
    } finally {
      await other.close();
    }
  });
});

describe('events', () => {
  it('keep their ids over overlapping ranges', async () => {
    const early = await eventsOf(`cliente=cli_andes&${range(today - 18 * HOUR, today - 10 * HOUR)}`);
    const late = await eventsOf(`cliente=cli_andes&${range(today - 14 * HOUR, today - 6 * HOUR)}`);
    const inOverlap = (e: Evento) => Date.parse(e.fecha) >= today - 14 * HOUR && Date.parse(e.fecha) <= today - 10 * HOUR;
    expect(early.filter(inOverlap).length).toBeGreaterThan(5);
    expect(late.filter(inOverlap)).toEqual(early.filter(inOverlap));
  });

  it('carry entrada and sensor only on the two input types', async () => {
    const ids = (await sim.datos<Vehiculo[]>('/v1/vehiculos?cliente=cli_grande')).slice(0, 250).map((v) => v.id);
    const events = await eventsOf(`vehiculos=${ids.join(',')}&${range(today - 3 * DAY, today)}`);
    const inputs = new Set(['entrada_activada', 'entrada_desactivada']);
    for (const event of events) {
      expect('entrada' in event, event.tipo).toBe(inputs.has(event.tipo));
      expect('sensor' in event, event.tipo).toBe(inputs.has(event.tipo));
    }
    const sensors = new Set(events.filter((e) => inputs.has(e.tipo)).map((e) => e.sensor));
    expect(sensors.has('enganche_acoplado')).toBe(true);
    expect(events.every((e) => CATALOGO.some((c) => c.tipo === e.tipo && c.categoria === e.categoria))).toBe(true);
  });

  it('lie on the route at their time', async () => {
    for (const vehicle of withHistory().slice(0, 8)) {
      const route = await routeOf(vehicle.id);
      const events = (await eventsOf(`vehiculos=${vehicle.id}&${yesterday}`)).filter((e) => e.latitud !== null);
      for (const event of events) {
        const t = Date.parse(event.fecha);
        const same = route.puntos.find((p) => Date.parse(p.fecha) === t);
        if (event.velocidad_kmh) {
          expect(same, `${event.tipo} ${event.fecha}`).toMatchObject({ latitud: event.latitud, longitud: event.longitud });
          continue;
        }
        const where = positionAt(route.puntos, t);
        expect(haversineKm(where[0], where[1], event.latitud!, event.longitud!), `${event.tipo} ${event.fecha}`).toBeLessThan(0.15);
      }
    }
  });

  it('follow the night shift across midnight: the same in one query or two, conduccion_nocturna, ignition that alternates', async () => {
    const midnight = today - DAY;
    const ids = withHistory().filter((v) => nightShift.has(v.id)).map((v) => v.id);
    expect(ids.length).toBeGreaterThan(2);
    const some = `vehiculos=${ids.join(',')}`;
    const whole = await eventsOf(`${some}&${range(midnight - 4 * HOUR, midnight + 4 * HOUR)}`);
    const before = await eventsOf(`${some}&${range(midnight - 4 * HOUR, midnight - 1000)}`);
    const after = await eventsOf(`${some}&${range(midnight, midnight + 4 * HOUR)}`);
    expect([...before, ...after]).toEqual(whole);
    expect(whole.some((e) => e.tipo === 'conduccion_nocturna')).toBe(true);
    expect(after.length).toBeGreaterThan(5);
    const ignition = await eventsOf(`${some}&tipos=encendido,apagado&${range(today - 3 * DAY, today)}`);
    for (const id of ids) {
      const sequence = ignition.filter((e) => e.vehiculo === id).map((e) => e.tipo);
      expect(sequence.length, id).toBeGreaterThan(2);
      expect(sequence.every((tipo, i) => i === 0 || tipo !== sequence[i - 1]), `${id}: ${sequence.join(' ')}`).toBe(true);
    }
  });

  it('come from the devices vehicles carry: driver events only from camera units', async () => {
    const cameras = new Set(vehicles.filter((v) => v.equipo.tipo === 'camara').map((v) => v.id));
    const driver = await eventsOf(`cliente=cli_andes&${range(today - 7 * DAY, today)}&tipos=${CATALOGO.filter((c) => c.categoria === 'conductor').map((c) => c.tipo).join(',')}`);
    expect(driver.length).toBeGreaterThan(0);
    expect(driver.every((e) => cameras.has(e.vehiculo))).toBe(true);
  });
});

describe('routes', () => {
  it('count distancia_km from gps points only', async () => {
    let sawOtherOrigins = false;
    for (const vehicle of withHistory()) {
      const route = await routeOf(vehicle.id, range(today - 3 * DAY, today));
      const gps = route.puntos.filter((p) => p.origen === 'gps');
      expect(route.distancia_km).toBeCloseTo(pathKm(gps), 2);
      if (route.puntos.some((p) => (p.velocidad_kmh ?? 0) > 0)) expect(route.distancia_km).toBeGreaterThan(1);
      if (route.puntos.some((p) => p.origen === 'red_celular' || p.origen === 'wifi')) {
        sawOtherOrigins = true;
        expect(pathKm(route.puntos)).toBeGreaterThan(route.distancia_km);
      }
    }
    expect(sawOtherOrigins).toBe(true);
  });

  it('look like vehicles driving: fixes every 10–30 s, speeds that fit, nights parked but for the night shift, inside Argentina', async () => {
    const intervals: number[] = [];
    let fastest = 0;
    let nightDriving = 0;
    for (const vehicle of withHistory()) {
      const { puntos } = await routeOf(vehicle.id);
      puntos.forEach((p, i) => {
        expect(p.latitud).toBeGreaterThan(-55);
        expect(p.latitud).toBeLessThan(-21);
        expect(p.longitud).toBeGreaterThan(-74);
        expect(p.longitud).toBeLessThan(-53);
        fastest = Math.max(fastest, p.velocidad_kmh ?? 0);
        const prev = puntos[i - 1];
        if (prev && (prev.velocidad_kmh ?? 0) > 0 && (p.velocidad_kmh ?? 0) > 0 && prev.origen === 'gps' && p.origen === 'gps') {
          const seconds = (Date.parse(p.fecha) - Date.parse(prev.fecha)) / 1000;
          intervals.push(seconds);
          expect(haversineKm(prev.latitud, prev.longitud, p.latitud, p.longitud) / (seconds / 3600)).toBeLessThan(160);
        }
      });
      const night = puntos.filter((p) => {
        const hour = (Date.parse(p.fecha) - (today - DAY)) / HOUR;
        return hour >= 1 && hour < 4;
      });
      if (nightShift.has(vehicle.id)) nightDriving += night.filter((p) => (p.velocidad_kmh ?? 0) > 0).length;
      else expect(night.every((p) => p.encendido === false), vehicle.id).toBe(true);
    }
    expect(nightDriving).toBeGreaterThan(100);
    expect(intervals.length).toBeGreaterThan(500);
    expect(intervals.every((s) => s >= 10 && s <= 30)).toBe(true);
    expect(fastest).toBeGreaterThan(60);
    expect(fastest).toBeLessThan(150);
  });

  it('run on across midnight for the night shift: no jump, no pause, whatever day each point was planned on', async () => {
    let crossing = 0;
    for (const vehicle of withHistory().filter((v) => nightShift.has(v.id))) {
      const { puntos } = await routeOf(vehicle.id, range(today - DAY - 3 * HOUR, today - DAY + 3 * HOUR));
      for (let i = 1; i < puntos.length; i++) {
        const [prev, p] = [puntos[i - 1]!, puntos[i]!];
        if (prev.origen !== 'gps' || p.origen !== 'gps') continue;
        const hours = (Date.parse(p.fecha) - Date.parse(prev.fecha)) / HOUR;
        expect(haversineKm(prev.latitud, prev.longitud, p.latitud, p.longitud) / Math.max(hours, 1 / 3600), `${vehicle.id} ${p.fecha}`).toBeLessThan(160);
        const midnight = today - DAY;
        if (Date.parse(prev.fecha) < midnight && Date.parse(p.fecha) >= midnight && (prev.velocidad_kmh ?? 0) > 0 && (p.velocidad_kmh ?? 0) > 0) {
          crossing += 1;
          expect((Date.parse(p.fecha) - Date.parse(prev.fecha)) / 1000).toBeLessThanOrEqual(30);
        }
      }
    }
    expect(crossing).toBeGreaterThan(0);
  });
});

describe('positions', () => {
  it('are the route’s latest point', async () => {
    const positions = await sim.datos<Posicion[]>('/v1/posiciones?cliente=cli_andes');
    const recent = positions.filter((p) => p.en_linea && sim.sim.fleetNow() - Date.parse(p.fecha) < 20 * HOUR).slice(0, 10);
    expect(recent.length).toBeGreaterThan(3);
    for (const position of recent) {
      const until = Date.parse(position.actualizado);
      const route = await routeOf(position.vehiculo, range(until - 20 * HOUR, until));
      const last = route.puntos.at(-1)!;
      expect([last.fecha, last.latitud, last.longitud]).toEqual([position.fecha, position.latitud, position.longitud]);
      expect(last.encendido).toBe(position.encendido);
    }
  });

  it('report what devices carry: temperature only on refrigerated units, voltages that fit', async () => {
    const positions = await sim.datos<Posicion[]>('/v1/posiciones?cliente=cli_grande');
    const cold = positions.filter((p) => p.temperatura_c !== null);
    expect(cold.length).toBeGreaterThan(10);
    expect(cold.length).toBeLessThan(positions.length / 2);
    expect(cold.every((p) => p.temperatura_c! > -25 && p.temperatura_c! < 20)).toBe(true);
    const volts = positions.map((p) => p.tension_alimentacion_v).filter((v): v is number => v !== null);
    expect(volts.every((v) => (v > 11.5 && v < 15) || (v > 23 && v < 30))).toBe(true);
    expect(positions.some((p) => p.tension_alimentacion_v === null)).toBe(true);
  });
});

function pathKm(points: readonly Punto[]): number {
  return points.reduce((km, p, i) => (i === 0 ? 0 : km + haversineKm(points[i - 1]!.latitud, points[i - 1]!.longitud, p.latitud, p.longitud)), 0);
}

/** Where the route puts the vehicle at t: between the points around it. */
function positionAt(points: readonly Punto[], t: number): [number, number] {
  const after = points.findIndex((p) => Date.parse(p.fecha) >= t);
  const next = points[after === -1 ? points.length - 1 : after]!;
  const prev = points[Math.max(0, after - 1)] ?? next;
  const span = Date.parse(next.fecha) - Date.parse(prev.fecha);
  const f = span > 0 ? (t - Date.parse(prev.fecha)) / span : 0;
  return [prev.latitud + (next.latitud - prev.latitud) * f, prev.longitud + (next.longitud - prev.longitud) * f];
}
