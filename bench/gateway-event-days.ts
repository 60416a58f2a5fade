/**
 * Event history through the app on its embedded store: 500 vehicles over 7 closed days, asked
 * the first time (one upstream query, its days kept), again (from memory), and again after a
 * restart on the same data directory (from the store), then a week
 * that ends now (six closed days held, today's stretch upstream). Time to the whole answer and
 * upstream events queries, from `/_sim/stats`; the baseline is the first ask, in the same run.
 *   npm run build && npm run bench:gateway-event-days
 */
import { flotaEventosSchema } from '@/lib/fleet/flota-api';
import { startOfArgentinaDay } from '@/lib/fleet/time';
import { freshDataDir } from '@/lib/testing/fresh-data-dir';
import { startApp } from './support/next-app';
import { type Figure, percentile, printFigures } from './support/report';
import { startBenchSim } from './support/sim';
import { fleetNowOf } from '../e2e/support/fleet-clock';

const DAY = 86_400_000;
const EVENTS_PATH = '/v1/eventos';
const ROUNDS = 5;

async function main() {
  const sim = await startBenchSim(500, [{ key: 'svc_live_bench_event_days', name: 'eventos', unitsPerMinute: 6_000 }]);
  // One data directory for two runs of the app: the second finds the days the first kept, and nothing in its memory.
  const env = { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: 'svc_live_bench_event_days', FLOTA_DATA_DIR: freshDataDir() };
  const port = Number(process.env.BENCH_APP_PORT ?? 3203);
  let app = await startApp(port, env);
  try {
    const queries = async () => (await sim.stats()).por_ruta.find((r) => r.ruta === EVENTS_PATH)?.solicitudes ?? 0;
    const ask = async (desde: number, hasta: number) => {
      const before = await queries();
      const started = performance.now();
      const url = `${app.url}/api/eventos?desde=${new Date(desde).toISOString()}&hasta=${new Date(hasta).toISOString()}`;
      const response = await fetch(url, { headers: { cookie: app.cookie, accept: 'application/json', 'accept-encoding': 'br' } });
      const body = flotaEventosSchema.parse(await response.json());
      return { ms: performance.now() - started, events: body.cantidad, queries: (await queries()) - before };
    };
    const today = startOfArgentinaDay(await fleetNowOf(sim.url));
    const week = { desde: today - 8 * DAY, hasta: today - DAY - 1 };
    const first = await ask(week.desde, week.hasta);
    const remembered = await ask(week.desde, week.hasta);
    await app.stop();
    app = await startApp(port, env);
    const again = [];
    for (let round = 0; round < ROUNDS; round++) again.push(await ask(week.desde, week.hasta));
    const againMs = percentile(again.map((a) => a.ms), 50);
    // Ending a minute later each time: today's stretch is a new question, not the memory's.
    const now = await fleetNowOf(sim.url);
    const current = [];
    for (let round = 0; round < ROUNDS; round++) current.push(await ask(now - 7 * DAY + round * 60_000, now + round * 60_000));
    const figures: Figure[] = [
      { name: '7 closed days: events', value: first.events, unit: 'for 500 vehicles' },
      { name: '7 closed days, first ask', value: Math.round(first.ms), unit: `ms, ${first.queries} upstream queries` },
      { name: '7 closed days, again in the same run (memory)', value: Math.round(remembered.ms), unit: `ms, ${remembered.queries} upstream queries` },
      { name: '7 closed days, again after a restart (p50)', value: Math.round(againMs), unit: 'ms', goal: { op: '<=', value: 300 } },
      { name: '7 closed days, again after a restart: upstream queries', value: again.reduce((sum, a) => sum + a.queries, 0), unit: `in ${ROUNDS} asks`, goal: { op: '=', value: 0 } },
      { name: '7 closed days: first ask ÷ again after a restart', value: Number((first.ms / againMs).toFixed(1)), unit: '×' },
      { name: 'a week ending now, asked again (p50)', value: Math.round(percentile(current.slice(1).map((a) => a.ms), 50)), unit: 'ms' },
      { name: 'a week ending now: upstream queries per ask', value: Math.max(...current.slice(1).map((a) => a.queries)), unit: 'calls', goal: { op: '=', value: 1 } },
    ];
    printFigures('Event history of 500 vehicles through the app, embedded store', figures);
  } finally {
    await app.stop();
    await sim.close();
  }
}

await main();
