/**
 * Real Argentine cities the simulated fleet lives in. `center` is the middle of the built-up
 * area the vehicles use (moved inland where the city sits on a river or the sea, so streets
 * never run into the water); `gridBearing` is how the street grid is turned from north.
 */
export interface City {
  id: string;
  name: string;
  lat: number;
  lon: number;
  radiusKm: number;
  gridBearing: number;
  /** How many vehicles make it home, relative to the others. */
  weight: number;
}

export const CITIES = [
  { id: 'caba', name: 'Buenos Aires', lat: -34.615, lon: -58.47, radiusKm: 9, gridBearing: 0, weight: 10 },
  { id: 'laplata', name: 'La Plata', lat: -34.925, lon: -57.965, radiusKm: 3.5, gridBearing: 45, weight: 2 },
  { id: 'rosario', name: 'Rosario', lat: -32.955, lon: -60.68, radiusKm: 5, gridBearing: 0, weight: 4 },
  { id: 'santafe', name: 'Santa Fe', lat: -31.63, lon: -60.71, radiusKm: 3, gridBearing: 0, weight: 1.5 },
  { id: 'cordoba', name: 'Córdoba', lat: -31.415, lon: -64.19, radiusKm: 6, gridBearing: 0, weight: 5 },
  { id: 'mendoza', name: 'Mendoza', lat: -32.895, lon: -68.85, radiusKm: 4.5, gridBearing: 0, weight: 3 },
  { id: 'tucuman', name: 'San Miguel de Tucumán', lat: -26.825, lon: -65.21, radiusKm: 4, gridBearing: 0, weight: 2.5 },
  { id: 'salta', name: 'Salta', lat: -24.79, lon: -65.42, radiusKm: 3.5, gridBearing: 0, weight: 2 },
  { id: 'mdp', name: 'Mar del Plata', lat: -38.015, lon: -57.585, radiusKm: 3.5, gridBearing: 40, weight: 2.5 },
  { id: 'bahia', name: 'Bahía Blanca', lat: -38.71, lon: -62.275, radiusKm: 3.5, gridBearing: 30, weight: 2 },
  { id: 'neuquen', name: 'Neuquén', lat: -38.945, lon: -68.075, radiusKm: 3.5, gridBearing: 0, weight: 2 },
] as const satisfies readonly City[];

export type CityId = (typeof CITIES)[number]['id'];

const BY_ID = new Map<string, City>(CITIES.map((c) => [c.id, c]));

export function cityById(id: string): City {
  const city = BY_ID.get(id);
  if (!city) throw new Error(`unknown city ${id}`);
  return city;
}

const TOTAL_WEIGHT = CITIES.reduce((sum, c) => sum + c.weight, 0);

/** Picks a city in proportion to its weight, from a number in [0, 1). */
export function cityByWeight(u: number): City {
  let left = u * TOTAL_WEIGHT;
  for (const city of CITIES) {
    left -= city.weight;
    if (left < 0) return city;
  }
  return CITIES[0];
}
