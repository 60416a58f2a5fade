/**
 * Upstream cost does not grow with viewers: two app instances on one embedded Fleet API (one key
 * each), started together so that their pollers keep the same schedule; one has 1 viewer, the
 * other 100. Units per minute are read per key from /_sim/stats over the same window.
 *   npm run build && npm run bench:gateway-viewers      (BENCH_MINUTES=4 by default)
 */
import { failures, viewer } from '../e2e/support/browser-viewer';
import { startApp } from './support/next-app';
import { printFigures } from './support/report';
import { startBenchSim } from './support/sim';
import { unitsPerMinute } from '../e2e/support/units-window';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 4);
const WARM_UP_MS = 20_000;
const PORTS = [Number(process.env.BENCH_APP_PORT ?? 3202), Number(process.env.BENCH_APP_PORT ?? 3202) + 1];
// The sim's stats group keys by their first characters after the prefix: these must differ.
const KEYS = [
  { key: 'svc_live_one_viewer', name: 'un visor' },
  { key: 'svc_live_many_viewers', name: 'cien visores' },
];

async function main() {
  const sim = await startBenchSim(1_000, KEYS);
  const apps = await Promise.all(
    KEYS.map((k, i) => startApp(PORTS[i] as number, { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: k.key })),
  );
  const stop = new AbortController();
  const [one, many] = apps as [(typeof apps)[0], (typeof apps)[0]];
  const runs = [viewer(one, 0, stop.signal), viewer(many, 0, stop.signal)];
  for (let i = 1; i < 100; i++) runs.push(viewer(many, i, stop.signal));
  const [oneUnits, manyUnits] = (await unitsPerMinute(sim, KEYS.map((k) => k.name), { warmUpMs: WARM_UP_MS, minutes: MINUTES })) as [number, number];
  stop.abort();
  await Promise.all(runs);
  for (const [base, n] of failures) console.log(`  ${n} failed requests to ${base}`);
  printFigures(`Upstream units per minute, same window (${MINUTES} min), same sim`, [
    { name: 'with 1 viewer', value: oneUnits, unit: 'u/min' },
    { name: 'with 100 viewers', value: manyUnits, unit: 'u/min' },
    { name: '100 viewers ÷ 1 viewer', value: manyUnits / oneUnits, unit: '×', goal: { op: '<=', value: 1.05 } },
  ]);
  await Promise.all(apps.map((a) => a.stop()));
  await sim.close();
}

await main();
