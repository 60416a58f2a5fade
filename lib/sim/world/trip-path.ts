import type { City } from './cities';
import type { RoadPiece } from './drive';
import { haversineKm } from './geo';
import { type Highway, neighbours } from './highways';
import type { Place } from './places';
import type { Random } from './random';
import { type GridPoint, appendStreetRoute, cornerNear, toGrid } from './streets';

/** Road pieces of a trip inside one city: along its streets, corner to corner. */
export function streetTrip(from: Place, to: Place, random: Random): RoadPiece[] {
  return [streets(from.city, from.grid, to.grid, random)];
}

function streets(city: City, from: GridPoint, to: GridPoint, random: Random): RoadPiece {
  const piece: RoadPiece = { kind: 'calle', lat: [], lon: [] };
  appendStreetRoute(piece, city, from, to, random);
  return piece;
}

/** The road between two neighbouring cities, in travel order. */
export function highwayBetween(a: City, b: City): { highway: Highway; reversed: boolean } | undefined {
  const link = neighbours(a.id).find((n) => n.city === b.id);
  return link && { highway: link.highway, reversed: link.reversed };
}

/** Index of the first vertex (walking from `start`) that lies outside the city's streets. */
function edgeIndex(lat: readonly number[], lon: readonly number[], city: City, start: number, step: 1 | -1): number {
  for (let i = start; i >= 0 && i < lat.length; i += step) {
    if (haversineKm(city.lat, city.lon, lat[i]!, lon[i]!) > city.radiusKm * 0.9) return i;
  }
  return start;
}

/** Streets out of town, the road between the cities, streets to the destination. */
export function highwayTrip(from: Place, to: Place, random: Random): RoadPiece[] {
  const link = highwayBetween(from.city, to.city);
  if (!link) return streetTrip(from, to, random);
  const { lat, lon } = link.highway.line;
  const last = lat.length - 1;
  const [first, step] = link.reversed ? [last, -1 as const] : [0, 1 as const];
  const exit = edgeIndex(lat, lon, from.city, first, step);
  const entry = edgeIndex(lat, lon, to.city, link.reversed ? 0 : last, link.reversed ? 1 : -1);
  const road: RoadPiece = { kind: 'ruta', lat: [], lon: [] };
  for (let i = exit; step === 1 ? i <= entry : i >= entry; i += step) {
    road.lat.push(lat[i]!);
    road.lon.push(lon[i]!);
  }
  const outCorner = cornerNear(toGrid(from.city, lat[exit]!, lon[exit]!));
  const inCorner = cornerNear(toGrid(to.city, lat[entry]!, lon[entry]!));
  const out = streets(from.city, from.grid, outCorner, random);
  const into = streets(to.city, inCorner, to.grid, random);
  return [out, road, into];
}
