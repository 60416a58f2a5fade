/**
 * Routes through the app on its embedded store: a vehicle's closed days asked for the first time
 * (upstream, whole days, kept) and again (from the store), for a week and for 30 days, and a
 * week that ends now (six closed days held, today's part upstream). Time to the whole answer
 * and upstream route queries, from `/_sim/stats`; the baseline is the first ask, in the same run.
 *   npm run build && npm run bench:gateway-routes        (BENCH_ROUTE_VEHICLES=10 by default)
 */
import { flotaRecorridoSchema } from '@/lib/fleet/flota-api';
import { startOfArgentinaDay } from '@/lib/fleet/time';
import { startApp } from './support/next-app';
import { type Figure, percentile, printFigures } from './support/report';
import { startBenchSim } from './support/sim';
import { fleetNowOf } from '../e2e/support/fleet-clock';

const DAY = 86_400_000;
const VEHICLES = Number(process.env.BENCH_ROUTE_VEHICLES ?? 10);
const ROUTE_PATH = '/v1/vehiculos/{id}/recorrido';

async function main() {
  const sim = await startBenchSim(500, [{ key: 'svc_live_bench_routes', name: 'recorridos', unitsPerMinute: 1_000 }]);
  const app = await startApp(Number(process.env.BENCH_APP_PORT ?? 3202), { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: 'svc_live_bench_routes' });
  try {
    const queries = async () => (await sim.stats()).por_ruta.find((r) => r.ruta === ROUTE_PATH)?.solicitudes ?? 0;
    const today = startOfArgentinaDay(await fleetNowOf(sim.url));
    const ask = async (vehiculo: string, desde: number, hasta: number) => {
      const started = performance.now();
      const url = `${app.url}/api/vehiculos/${vehiculo}/recorrido?desde=${new Date(desde).toISOString()}&hasta=${new Date(hasta).toISOString()}`;
      const response = await fetch(url, { headers: { cookie: app.cookie, 'accept-encoding': 'br' } });
      const body = flotaRecorridoSchema.parse(await response.json());
      return { ms: performance.now() - started, points: body.datos.cantidad_puntos };
    };
    /** Every vehicle once, then every vehicle again: times and upstream queries of each round. */
    const rounds = async (days: number, endsAt: (round: number) => number) => {
      const result = [];
      for (let round = 0; round < 2; round++) {
        const before = await queries();
        const times: number[] = [];
        let points = 0;
        for (let v = 0; v < VEHICLES; v++) {
          const answer = await ask(`veh_${100001 + v}`, endsAt(round) - days * DAY, endsAt(round) - 1);
          times.push(answer.ms);
          points += answer.points;
        }
        result.push({ p50: percentile(times, 50), p95: percentile(times, 95), queries: (await queries()) - before, points: points / VEHICLES });
      }
      return result;
    };
    const figures: Figure[] = [];
    const report = (label: string, [first, again]: Awaited<ReturnType<typeof rounds>>) => {
      figures.push(
        { name: `${label}: points per route`, value: Math.round(first!.points), unit: '' },
        { name: `${label}, first ask: p50 / p95`, value: Math.round(first!.p50), unit: `/ ${Math.round(first!.p95)} ms` },
        { name: `${label}, first ask: upstream queries`, value: first!.queries, unit: `for ${VEHICLES} vehicles` },
        { name: `${label}, again: p50 / p95`, value: Math.round(again!.p50), unit: `/ ${Math.round(again!.p95)} ms` },
        { name: `${label}, again: upstream queries`, value: again!.queries, unit: 'calls', goal: { op: '=', value: 0 } },
        { name: `${label}: first ask ÷ again (p50)`, value: Number((first!.p50 / again!.p50).toFixed(1)), unit: '×' },
      );
    };
    report('7 closed days', await rounds(7, () => today - 8 * DAY));
    report('30 closed days', await rounds(30, () => today - 16 * DAY));
    // Ending a minute later the second time: today's part is a new question, not the cache's.
    const now = await fleetNowOf(sim.url);
    const week = await rounds(7, (round) => now - (2 - round) * 60_000);
    figures.push(
      { name: 'a week ending now, again: p50 / p95', value: Math.round(week[1]!.p50), unit: `/ ${Math.round(week[1]!.p95)} ms` },
      { name: 'a week ending now, again: upstream queries', value: week[1]!.queries, unit: 'calls', goal: { op: '=', value: VEHICLES } },
    );
    printFigures(`Routes of ${VEHICLES} vehicles through the app, embedded store`, figures);
  } finally {
    await app.stop();
    await sim.close();
  }
}

await main();
