/**
 * Positions of 10,000 vehicles through the app at 200 concurrent connections (autocannon). Each
 * connection behaves like a browser that already shows the map: it sends the ETag it holds, so
 * an unchanged snapshot is a 304, and takes the new ETag when a new snapshot comes (one 200 per
 * connection and poll). The app polls every 60 s here and the runs start right after a poll, so
 * they measure the steady state between snapshots:
 *   1. the goal: 200 connections offering 1,000 req/s together (latency is then service time);
 *   2. saturation: 200 connections as fast as they can (latency is then mostly queueing);
 *   3. a new snapshot: 200 browsers fetch it at once, each gzipped by the server (Next.js).
 *   npm run build && npm run bench:gateway-positions        (BENCH_SECONDS=20 by default)
 */
import autocannon from 'autocannon';
import { startApp } from './support/next-app';
import { printFigures } from './support/report';
import { startBenchSim } from './support/sim';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 200;
const GOAL_RATE = 1_000;

type Context = { etag?: string };

/** Waits for the poller's next snapshot (a new ETag), so that a run starts a whole interval before the following one. */
async function nextSnapshot(url: string, held: string): Promise<string> {
  for (;;) {
    const response = await fetch(`${url}/api/posiciones`, { headers: { 'if-none-match': held } });
    await response.arrayBuffer();
    const etag = response.headers.get('etag') ?? held;
    if (etag !== held) return etag;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

function run(url: string, options: { etag: string | null; connections: number; seconds: number; rate?: number; amount?: number }) {
  const { etag } = options;
  return autocannon({
    url: `${url}/api/posiciones`,
    connections: options.connections,
    duration: options.seconds,
    amount: options.amount,
    overallRate: options.rate,
    timeout: 30,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      {
        setupRequest: (request, context: Context) => {
          if (etag === null) return request;
          context.etag ??= etag;
          return { ...request, headers: { ...request.headers, 'if-none-match': context.etag } };
        },
        onResponse: (_status, _body, context: Context, headers) => {
          const fresh = headers?.etag;
          if (typeof fresh === 'string') context.etag = fresh;
        },
      },
    ],
  });
}

async function main() {
  const sim = await startBenchSim(10_000, [{ key: 'svc_live_bench_positions', name: 'posiciones', unitsPerMinute: 1_000 }]);
  const app = await startApp(Number(process.env.BENCH_APP_PORT ?? 3202), {
    FLEET_API_BASE_URL: sim.url,
    FLEET_API_KEY: 'svc_live_bench_positions',
    FLOTA_POSITIONS_POLL_S: '60',
  });
  const first = await fetch(`${app.url}/api/posiciones`);
  const bytes = (await first.arrayBuffer()).byteLength;
  const etag = await nextSnapshot(app.url, first.headers.get('etag') ?? '');

  const goal = await run(app.url, { etag, connections: CONNECTIONS, seconds: SECONDS, rate: GOAL_RATE });
  const saturated = await run(app.url, { etag, connections: CONNECTIONS, seconds: SECONDS });
  const herd = await run(app.url, { etag: null, connections: CONNECTIONS, seconds: 30, amount: CONNECTIONS });
  const failed = (r: autocannon.Result) => r.errors + r.timeouts + r['4xx'] + r['5xx'];
  printFigures(`Positions of 10,000 vehicles (snapshot ${(bytes / 1e6).toFixed(1)} MB), ${CONNECTIONS} connections, ${SECONDS} s`, [
    { name: `offered ${GOAL_RATE} req/s: served`, value: goal.requests.average, unit: 'req/s', goal: { op: '>=', value: GOAL_RATE } },
    { name: `offered ${GOAL_RATE} req/s: latency p99`, value: goal.latency.p99, unit: 'ms', goal: { op: '<=', value: 100 } },
    { name: `offered ${GOAL_RATE} req/s: 304 / 200 / failed`, value: goal['3xx'], unit: `/ ${goal['2xx']} / ${failed(goal)}` },
    { name: 'as fast as possible: served', value: saturated.requests.average, unit: 'req/s' },
    { name: 'as fast as possible: latency p50 / p99', value: saturated.latency.p50, unit: `/ ${saturated.latency.p99} ms` },
    { name: 'as fast as possible: 304 / 200 / failed', value: saturated['3xx'], unit: `/ ${saturated['2xx']} / ${failed(saturated)}` },
    { name: `new snapshot to ${CONNECTIONS} browsers at once: all served in`, value: herd.duration * 1000, unit: 'ms' },
    { name: 'new snapshot: latency p50 / p99', value: herd.latency.p50, unit: `/ ${herd.latency.p99} ms` },
    { name: 'new snapshot: 200 / failed', value: herd['2xx'], unit: `/ ${failed(herd)}` },
  ]);
  await app.stop();
  await sim.close();
}

await main();
