import type { City } from './cities';
import { KM_PER_DEG_LAT, kmPerDegLon } from './geo';
import type { Random } from './random';

/**
 * A city's street grid in its own frame: `u` along the streets, `v` across them, in km from
 * the centre, turned by the city's grid bearing. Places sit on street corners and trips run
 * along the streets, turning at corners.
 */
const BLOCK_KM = 0.12;
const RAD = Math.PI / 180;

export interface GridPoint {
  u: number;
  v: number;
}

export function toLatLon(city: City, p: GridPoint): [number, number] {
  const a = city.gridBearing * RAD;
  const east = p.u * Math.cos(a) + p.v * Math.sin(a);
  const north = -p.u * Math.sin(a) + p.v * Math.cos(a);
  return [city.lat + north / KM_PER_DEG_LAT, city.lon + east / kmPerDegLon(city.lat)];
}

export function toGrid(city: City, lat: number, lon: number): GridPoint {
  const a = city.gridBearing * RAD;
  const north = (lat - city.lat) * KM_PER_DEG_LAT;
  const east = (lon - city.lon) * kmPerDegLon(city.lat);
  return { u: east * Math.cos(a) - north * Math.sin(a), v: east * Math.sin(a) + north * Math.cos(a) };
}

function snap(km: number): number {
  return Math.round(km / BLOCK_KM) * BLOCK_KM;
}

/** A street corner somewhere in the city, denser towards the centre. */
export function randomCorner(city: City, random: Random, maxFraction = 1): GridPoint {
  const r = city.radiusKm * maxFraction * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  return { u: snap(r * Math.cos(angle)), v: snap(r * Math.sin(angle)) };
}

/** A corner near a point: where a vehicle leaves the streets for the highway, or rests. */
export function cornerNear(p: GridPoint): GridPoint {
  return { u: snap(p.u), v: snap(p.v) };
}

/** Corners of a street route from a to b: along one street, across, sometimes a jog. */
export function streetRoute(a: GridPoint, b: GridPoint, random: Random): GridPoint[] {
  const route: GridPoint[] = [a];
  const shape = random.next();
  if (shape < 0.35) {
    route.push({ u: b.u, v: a.v });
  } else if (shape < 0.7) {
    route.push({ u: a.u, v: b.v });
  } else {
    const mid = snap(a.v + (b.v - a.v) * random.between(0.25, 0.75));
    route.push({ u: a.u, v: mid }, { u: b.u, v: mid });
  }
  route.push(b);
  return route.filter((p, i) => i === 0 || p.u !== route[i - 1]!.u || p.v !== route[i - 1]!.v);
}
