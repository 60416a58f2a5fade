/**
 * Positions of 10,000 vehicles through the app at 200 concurrent connections (autocannon). Each
 * connection behaves like a browser that already shows the map: it sends the ETag it holds, so
 * an unchanged snapshot is a 304, and takes the new ETag when a new snapshot comes (one 200 per
 * connection and poll). Three runs:
 *   1. the goal: 200 connections offering 1,000 req/s together (latency is then service time);
 *   2. saturation: 200 connections as fast as they can (latency is then mostly queueing);
 *   3. baseline: no ETags, every request gets the whole gzipped snapshot (20 connections).
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

function run(url: string, options: { etag: string | null; connections: number; seconds: number; rate?: number }) {
  const { etag } = options;
  return autocannon({
    url: `${url}/api/posiciones`,
    connections: options.connections,
    duration: options.seconds,
    overallRate: options.rate,
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
  });
  const first = await fetch(`${app.url}/api/posiciones`);
  const bytes = (await first.arrayBuffer()).byteLength;
  const etag = first.headers.get('etag');

  const goal = await run(app.url, { etag, connections: CONNECTIONS, seconds: SECONDS, rate: GOAL_RATE });
  const saturated = await run(app.url, { etag, connections: CONNECTIONS, seconds: SECONDS });
  const plain = await run(app.url, { etag: null, connections: 20, seconds: Math.max(5, Math.round(SECONDS / 2)) });
  const failed = (r: autocannon.Result) => r.errors + r.timeouts + r['4xx'] + r['5xx'];
  printFigures(`Positions of 10,000 vehicles (snapshot ${(bytes / 1e6).toFixed(1)} MB), ${CONNECTIONS} connections, ${SECONDS} s`, [
    { name: `offered ${GOAL_RATE} req/s: served`, value: goal.requests.average, unit: 'req/s', goal: { op: '>=', value: GOAL_RATE } },
    { name: `offered ${GOAL_RATE} req/s: latency p99`, value: goal.latency.p99, unit: 'ms', goal: { op: '<=', value: 100 } },
    { name: `offered ${GOAL_RATE} req/s: 304 / 200 / failed`, value: goal['3xx'], unit: `/ ${goal['2xx']} / ${failed(goal)}` },
    { name: 'as fast as possible: served', value: saturated.requests.average, unit: 'req/s' },
    { name: 'as fast as possible: latency p50 / p99', value: saturated.latency.p50, unit: `/ ${saturated.latency.p99} ms` },
    { name: 'as fast as possible: 304 / 200 / failed', value: saturated['3xx'], unit: `/ ${saturated['2xx']} / ${failed(saturated)}` },
    { name: 'baseline, whole snapshot each time (20 conn.)', value: plain.requests.average, unit: 'req/s' },
    { name: 'baseline: latency p99', value: plain.latency.p99, unit: 'ms' },
    { name: 'ETags over baseline (req/s)', value: saturated.requests.average / plain.requests.average, unit: '×' },
  ]);
  await app.stop();
  await sim.close();
}

await main();
