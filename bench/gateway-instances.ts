/**
 * Upstream cost does not grow with instances: on one embedded Fleet API (one key each), one app
 * with 1 viewer on its embedded store, and three apps sharing a PostgreSQL database behind the
 * nginx we ship (deploy/nginx/flota.conf) with 100 viewers through nginx. Units per minute are
 * read per key from /_sim/stats over the same window; the three share one leader for the
 * positions and one for the events, and one budget.
 *   npm run build && npm run bench:gateway-instances      (BENCH_MINUTES=4 by default)
 */
import { startNginx } from '../e2e/support/nginx';
import { startPostgresCluster } from '@/lib/testing/postgres-cluster';
import { failures, viewer } from '../e2e/support/browser-viewer';
import { startApp } from './support/next-app';
import { printFigures } from './support/report';
import { startBenchSim } from './support/sim';
import { unitsPerMinute } from '../e2e/support/units-window';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 4);
const WARM_UP_MS = 30_000;
const PORT = Number(process.env.BENCH_APP_PORT ?? 3202);
// The sim's stats group keys by their first characters after the prefix: these must differ.
const KEYS = [
  { key: 'svc_live_one_instance', name: 'una instancia' },
  { key: 'svc_live_three_instances', name: 'tres instancias' },
];

async function main() {
  const sim = await startBenchSim(1_000, KEYS);
  const cluster = await startPostgresCluster();
  const DATABASE_URL = await cluster.createDatabase();
  const target = (key: string) => ({ FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: key });
  const [single, ...shared] = await Promise.all([
    startApp(PORT, target(KEYS[0]!.key)),
    ...[1, 2, 3].map((i) => startApp(PORT + i, { ...target(KEYS[1]!.key), DATABASE_URL, FLOTA_INSTANCE_ID: `flota-${i}` })),
  ]);
  const nginx = await startNginx(PORT + 4, shared.map((app) => app.url));
  const stop = new AbortController();
  const runs = [viewer(single!, 0, stop.signal)];
  for (let i = 0; i < 100; i++) runs.push(viewer({ url: nginx.url, cookie: shared[0]!.cookie }, i, stop.signal));
  const [oneUnits, threeUnits] = (await unitsPerMinute(sim, KEYS.map((k) => k.name), { warmUpMs: WARM_UP_MS, minutes: MINUTES })) as [number, number];
  const byRoute = (await sim.stats()).por_ruta.map((r) => `${r.ruta} ${r.solicitudes}`).join(', ');
  stop.abort();
  await Promise.all(runs);
  for (const [base, n] of failures) console.log(`  ${n} failed requests to ${base}`);
  console.log(`  upstream requests by route, both keys, whole run: ${byRoute}`);
  printFigures(`Upstream units per minute, same window (${MINUTES} min), same sim`, [
    { name: 'one instance, 1 viewer', value: oneUnits, unit: 'u/min' },
    { name: 'three instances behind nginx, 100 viewers', value: threeUnits, unit: 'u/min' },
    { name: 'three instances ÷ one', value: threeUnits / oneUnits, unit: '×', goal: { op: '<=', value: 1.05 } },
  ]);
  await nginx.stop();
  await Promise.all([single!, ...shared].map((app) => app.stop()));
  await cluster.destroy();
  await sim.close();
}

await main();
