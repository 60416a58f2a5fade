import type { CityId } from './cities';
import { cityById } from './cities';
import { KM_PER_DEG_LAT, kmPerDegLon } from './geo';
import { type Polyline, polylineFrom } from './polyline';

/**
 * Intercity roads as the national routes run, through the towns they cross. Between those
 * towns the line is densified every few km with a gentle bend, so trips look like roads and
 * not like straight strokes on a map.
 */
interface HighwayDef {
  from: CityId;
  to: CityId;
  name: string;
  via: readonly (readonly [number, number])[];
}

const DEFS: readonly HighwayDef[] = [
  { from: 'caba', to: 'rosario', name: 'RN 9', via: [[-34.45, -58.75], [-34.16, -58.96], [-33.33, -60.22], [-33.23, -60.33]] },
  { from: 'rosario', to: 'cordoba', name: 'RN 9', via: [[-32.82, -61.39], [-32.7, -62.1], [-32.63, -62.69], [-32.41, -63.24], [-31.91, -63.68]] },
  { from: 'rosario', to: 'santafe', name: 'AP-01', via: [[-32.75, -60.74], [-31.97, -60.92]] },
  { from: 'cordoba', to: 'tucuman', name: 'RN 9', via: [[-30.98, -64.09], [-30.42, -64.35], [-29.5, -64.2], [-27.78, -64.26]] },
  { from: 'tucuman', to: 'salta', name: 'RN 9/34', via: [[-25.8, -64.97], [-25.5, -64.97], [-24.67, -65.05]] },
  { from: 'cordoba', to: 'mendoza', name: 'RN 8/7', via: [[-33.13, -64.35], [-33.67, -65.46], [-33.3, -66.34], [-33.46, -67.55]] },
  { from: 'caba', to: 'mdp', name: 'RN 2', via: [[-34.85, -58.1], [-35.57, -58.01], [-36.31, -57.68], [-36.86, -57.88]] },
  { from: 'caba', to: 'bahia', name: 'RN 3', via: [[-35.05, -58.76], [-36.01, -59.1], [-36.78, -59.86], [-37.67, -59.8], [-38.38, -60.28]] },
  { from: 'bahia', to: 'neuquen', name: 'RN 22', via: [[-38.83, -62.7], [-38.99, -64.09], [-39.29, -65.66], [-39.1, -67.08], [-39.03, -67.58]] },
  { from: 'caba', to: 'laplata', name: 'AU Buenos Aires-La Plata', via: [[-34.72, -58.25], [-34.82, -58.1]] },
];

export interface Highway {
  from: CityId;
  to: CityId;
  name: string;
  line: Polyline;
}

const STEP_KM = 6;

function densify(points: readonly (readonly [number, number])[], salt: number): [number, number][] {
  const out: [number, number][] = [];
  points.forEach(([lat, lon], i) => {
    const next = points[i + 1];
    if (!next) {
      out.push([lat, lon]);
      return;
    }
    const dy = (next[0] - lat) * KM_PER_DEG_LAT;
    const dx = (next[1] - lon) * kmPerDegLon(lat);
    const len = Math.hypot(dx, dy);
    const steps = Math.max(1, Math.ceil(len / STEP_KM));
    for (let s = 0; s < steps; s++) {
      const f = s / steps;
      // A bend that is zero at both towns, so consecutive pieces meet cleanly.
      const bend = Math.sin(Math.PI * f) * (0.6 * Math.sin(f * 7 + salt + i) + 0.25 * Math.sin(f * 23 + i));
      const nx = -dy / len;
      const ny = dx / len;
      out.push([lat + (dy * f + ny * bend) / KM_PER_DEG_LAT, lon + (dx * f + nx * bend) / kmPerDegLon(lat)]);
    }
  });
  return out;
}

export const HIGHWAYS: readonly Highway[] = DEFS.map((def, i) => {
  const from = cityById(def.from);
  const to = cityById(def.to);
  const points = [[from.lat, from.lon] as const, ...def.via, [to.lat, to.lon] as const];
  return { from: def.from, to: def.to, name: def.name, line: polylineFrom(densify(points, i * 1.7)) };
});

/** The cities one day's drive away from a city, with the road that leads there. */
export interface Neighbour {
  city: CityId;
  highway: Highway;
  reversed: boolean;
}

/** Asked for every truck's day (twice): found once per city. */
const NEIGHBOURS = new Map<string, readonly Neighbour[]>();

export function neighbours(city: string): readonly Neighbour[] {
  let found = NEIGHBOURS.get(city);
  if (!found) {
    found = HIGHWAYS.flatMap((highway): Neighbour[] => {
      if (highway.from === city) return [{ city: highway.to, highway, reversed: false }];
      if (highway.to === city) return [{ city: highway.from, highway, reversed: true }];
      return [];
    });
    NEIGHBOURS.set(city, found);
  }
  return found;
}
