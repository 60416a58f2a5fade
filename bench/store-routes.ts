/**
 * Closed days of routes on both engines: 1,000 vehicle-days of the embedded Fleet API (200
 * vehicles × the last 5 closed working days) stored, their size against the API's JSON (plain,
 * gzip, Brotli), and read back a vehicle at a time.
 *   npm run bench:store-routes
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { recorridoEnvelopeSchema } from '@/lib/fleet/schemas/envelopes';
import { argentinaDay } from '@/lib/fleet/time';
import { dayRange } from '@/lib/store/argentina-days';
import { decodeRoute, encodeRoute } from '@/lib/store/route-codec';
import { type RouteDay, putRouteDays, routeDays } from '@/lib/store/route-days';
import { type Figure, percentile, printFigures } from './support/report';
import { type BenchStore, mb, openBenchStores, startStoreBenchSim } from './store-places';
import { E2E_START } from '../e2e/support/fleet-clock';

const VEHICLES = 200;
const DAYS = 5;
const GROUP = 50;
const DAY = 86_400_000;

interface Sizes {
  points: number;
  json: number;
  gzip: number;
  brotli: number;
  encoded: number;
  encodeMs: number;
  decodeMs: number;
}

async function main() {
  const sim = await startStoreBenchSim(VEHICLES);
  const engines = await openBenchStores();
  const before = new Map(await Promise.all(engines.map(async (e) => [e, await e.sizeBytes()] as const)));
  const writeMs = new Map<BenchStore, number>(engines.map((e) => [e, 0]));
  const vehiculos = ((await (await sim.get('/v1/vehiculos')).json()) as { datos: { id: string }[] }).datos.map((v) => v.id);
  const days = lastWorkingDays(DAYS);
  const sizes: Sizes = { points: 0, json: 0, gzip: 0, brotli: 0, encoded: 0, encodeMs: 0, decodeMs: 0 };
  const all = vehiculos.flatMap((vehiculo) => days.map((dia) => ({ vehiculo, dia })));
  for (let i = 0; i < all.length; i += GROUP) {
    const group = await Promise.all(all.slice(i, i + GROUP).map(({ vehiculo, dia }) => fetchDay(sim, vehiculo, dia)));
    measure(group, sizes);
    for (const engine of engines) {
      const started = performance.now();
      await putRouteDays(engine.store, group);
      writeMs.set(engine, (writeMs.get(engine) ?? 0) + performance.now() - started);
    }
  }
  for (const engine of engines) {
    const grown = (await engine.sizeBytes()) - (before.get(engine) ?? 0);
    const reads: number[] = [];
    let points = 0;
    for (let i = 0; i < 200; i++) {
      const vehiculo = vehiculos[Math.floor(Math.random() * vehiculos.length)]!;
      const started = performance.now();
      const held = await routeDays(engine.store, vehiculo, days[0]!, days.at(-1)!);
      if (held.length !== days.length) throw new Error(`${vehiculo}: ${held.length} days held`);
      reads.push(performance.now() - started);
      points += held.reduce((sum, day) => sum + day.puntos.length, 0);
    }
    const readSeconds = reads.reduce((a, b) => a + b, 0) / 1000;
    const figures: Figure[] = [
      { name: 'vehicle-days stored', value: all.length, unit: '' },
      { name: 'write (encode + insert) per vehicle-day', value: (writeMs.get(engine) ?? 0) / all.length, unit: 'ms' },
      { name: 'database growth per 1,000 vehicle-days', value: mb((grown / all.length) * 1000), unit: 'MB' },
      { name: `read a vehicle's ${DAYS} days (a week) p50`, value: percentile(reads, 50), unit: 'ms' },
      { name: `read a vehicle's ${DAYS} days (a week) p99`, value: percentile(reads, 99), unit: 'ms' },
      { name: 'read rate', value: Math.round(points / readSeconds), unit: 'points/s' },
    ];
    printFigures(`Closed days of routes — ${engine.name}`, figures);
  }
  printFigures('Route encoding (the same for both engines)', [
    { name: 'points per vehicle-day (mean)', value: Math.round(sizes.points / all.length), unit: '' },
    { name: 'API JSON per 1,000 vehicle-days', value: mb((sizes.json / all.length) * 1000), unit: 'MB' },
    { name: 'gzip (level 6) of the JSON', value: mb((sizes.gzip / all.length) * 1000), unit: 'MB' },
    { name: 'Brotli (quality 6) of the JSON', value: mb((sizes.brotli / all.length) * 1000), unit: 'MB' },
    { name: 'stored encoding (columns + Brotli)', value: mb((sizes.encoded / all.length) * 1000), unit: 'MB' },
    { name: 'stored bytes per point', value: sizes.encoded / sizes.points, unit: 'B' },
    { name: 'the same per 1,000 vehicle-days of 3,000 points', value: mb((sizes.encoded / sizes.points) * 3_000 * 1_000), unit: 'MB' },
    { name: 'stored ÷ gzip JSON', value: sizes.encoded / sizes.gzip, unit: '' },
    { name: 'encode per vehicle-day', value: sizes.encodeMs / all.length, unit: 'ms' },
    { name: 'decode per vehicle-day', value: sizes.decodeMs / all.length, unit: 'ms' },
  ]);
  for (const engine of engines) await engine.remove();
  await sim.close();
}

/** Fleets drive on working days: Monday to Friday before the fleet clock's day, Argentina time. */
function lastWorkingDays(count: number): string[] {
  const days: string[] = [];
  for (let back = 1; days.length < count; back++) {
    const dia = argentinaDay(E2E_START - back * DAY);
    const weekday = new Date(`${dia}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(dia);
  }
  return days;
}

async function fetchDay(sim: Awaited<ReturnType<typeof startStoreBenchSim>>, vehiculo: string, dia: string): Promise<RouteDay> {
  const { desde, hasta } = dayRange(dia);
  const range = `desde=${encodeURIComponent(new Date(desde).toISOString())}&hasta=${encodeURIComponent(new Date(hasta).toISOString())}`;
  const { datos } = recorridoEnvelopeSchema.parse(await (await sim.get(`/v1/vehiculos/${vehiculo}/recorrido?${range}`)).json());
  return { vehiculo, dia, patente: datos.patente, distanciaKm: datos.distancia_km, puntos: datos.puntos };
}

function measure(group: readonly RouteDay[], sizes: Sizes): void {
  for (const day of group) {
    const json = Buffer.from(JSON.stringify(day.puntos));
    sizes.points += day.puntos.length;
    sizes.json += json.length;
    sizes.gzip += gzipSync(json, { level: 6 }).length;
    sizes.brotli += brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
    let started = performance.now();
    const encoded = encodeRoute(day.puntos);
    sizes.encodeMs += performance.now() - started;
    sizes.encoded += encoded.length;
    started = performance.now();
    decodeRoute(encoded);
    sizes.decodeMs += performance.now() - started;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
