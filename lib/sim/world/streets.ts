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
  return [gridLat(city, p.u, p.v), gridLon(city, p.u, p.v)];
}

/** The latitude of grid point (u, v): `toLatLon` without a pair or a point, as trips convert every corner. */
function gridLat(city: City, u: number, v: number): number {
  const a = city.gridBearing * RAD;
  const north = -u * Math.sin(a) + v * Math.cos(a);
  return city.lat + north / KM_PER_DEG_LAT;
}

function gridLon(city: City, u: number, v: number): number {
  const a = city.gridBearing * RAD;
  const east = u * Math.cos(a) + v * Math.sin(a);
  return city.lon + east / kmPerDegLon(city.lat);
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

/** Where a path's vertices go, as parallel arrays of latitudes and longitudes. */
export interface LatLonArrays {
  lat: number[];
  lon: number[];
}

/**
 * Corners of a street route from a to b in `city` (along one street, across, sometimes a jog),
 * appended to `into`. A corner may repeat the one before it (a route along a single street):
 * whoever joins the path into a line drops repeated vertices.
 */
export function appendStreetRoute(into: LatLonArrays, city: City, a: GridPoint, b: GridPoint, random: Random): void {
  appendCorner(into, city, a.u, a.v);
  const shape = random.next();
  if (shape < 0.35) {
    appendCorner(into, city, b.u, a.v);
  } else if (shape < 0.7) {
    appendCorner(into, city, a.u, b.v);
  } else {
    const mid = snap(a.v + (b.v - a.v) * random.between(0.25, 0.75));
    appendCorner(into, city, a.u, mid);
    appendCorner(into, city, b.u, mid);
  }
  appendCorner(into, city, b.u, b.v);
}

function appendCorner(into: LatLonArrays, city: City, u: number, v: number): void {
  into.lat.push(gridLat(city, u, v));
  into.lon.push(gridLon(city, u, v));
}
