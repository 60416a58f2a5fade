import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import data from './data/places.json';

/** The locality nearest a point, from GeoNames' populated places (see data/README.md). */
export interface NearestPlace {
  name: string;
  province: string;
  /** ISO 3166-1 alpha-2: `AR`, or the neighbour's. */
  country: string;
  distanceKm: number;
  /** Degrees clockwise from north, from the locality towards the point. */
  bearingDeg: number;
  /** The point lies in the locality itself, not only near it. */
  within: boolean;
}

/** Farther than this a locality no longer helps to find the point: the open sea, the ice fields. */
export const PLACE_SEARCH_KM = 250;
/**
 * The nearest few, of which the first that reaches the point wins: a point in a city's outskirts
 * is nearer some suburb's centre than the city's, yet it is in the city.
 */
const CANDIDATES = 8;
/**
 * People per km², to turn a population into a reach: denser than Argentine towns are, because
 * GeoNames gives a partido's seat the whole partido's people (Pilar: 226,517, for a town of a
 * few tens of thousands). Too short a reach says "a 3 km de" where "en" was right, the lesser slip.
 */
const URBAN_DENSITY = 10_000;
/** A village's centre and its last houses; a city's reach stops before the next town's. */
const MIN_REACH_KM = 1.5;
const MAX_REACH_KM = 10;
const RAD = Math.PI / 180;

interface PlaceIndex {
  index: KDBush;
  lat: Float64Array;
  lon: Float64Array;
  reachKm: Float64Array;
}

let built: PlaceIndex | undefined;

function reachKm(population: number): number {
  return Math.min(MAX_REACH_KM, Math.max(MIN_REACH_KM, Math.sqrt(population / (Math.PI * URBAN_DENSITY))));
}

/** Built on the first lookup, so that importing the module costs nothing until someone asks. */
function placeIndex(): PlaceIndex {
  if (built) return built;
  const count = data.name.length;
  const lat = new Float64Array(count);
  const lon = new Float64Array(count);
  const reach = new Float64Array(count);
  // Leaves smaller than the default 64: the nearest-first walk queues every point of a leaf it
  // opens, and 16 measured about a fifth faster per lookup.
  const index = new KDBush(count, 16);
  for (let i = 0; i < count; i++) {
    lat[i] = data.lat[i]! / data.scale;
    lon[i] = data.lon[i]! / data.scale;
    reach[i] = reachKm(data.population[i]!);
    index.add(lon[i]!, lat[i]!);
  }
  built = { index: index.finish(), lat, lon, reachKm: reach };
  return built;
}

/** Initial great-circle bearing from (lat1, lon1) to (lat2, lon2). */
function bearingDeg(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const [from, to, dLon] = [lat1 * RAD, lat2 * RAD, (lon2 - lon1) * RAD];
  const y = Math.sin(dLon) * Math.cos(to);
  const x = Math.cos(from) * Math.sin(to) - Math.sin(from) * Math.cos(to) * Math.cos(dLon);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/** The locality a point is in, or else the nearest one within PLACE_SEARCH_KM; null past that. */
export function nearestPlace(lat: number, lon: number): NearestPlace | null {
  const places = placeIndex();
  const ids = around(places.index, lon, lat, CANDIDATES, PLACE_SEARCH_KM);
  if (ids.length === 0) return null;
  const distances = ids.map((id) => distance(lon, lat, places.lon[id]!, places.lat[id]!));
  const reached = distances.findIndex((km, i) => km <= places.reachKm[ids[i]!]!);
  const pick = reached === -1 ? 0 : reached;
  const id = ids[pick]!;
  const [province, country] = data.provinces[data.province[id]!]!;
  return {
    name: data.name[id]!,
    province: province!,
    country: country!,
    distanceKm: distances[pick]!,
    bearingDeg: bearingDeg(places.lat[id]!, places.lon[id]!, lat, lon),
    within: reached !== -1,
  };
}
