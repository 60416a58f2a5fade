/**
 * Positions of 10,000 vehicles through the app at 200 concurrent connections (autocannon). Each
 * connection behaves like a browser that already shows the map: it sends the ETag it holds, so
 * an unchanged snapshot is a 304, and takes the new ETag whenever a new snapshot comes (one 200
 * per connection and poll). A second run without ETags shows the cost of sending the whole
 * (gzipped) snapshot every time.
 *   npm run build && npm run bench:gateway-positions        (BENCH_SECONDS=20 by default)
 */
import autocannon from 'autocannon';
import { startApp } from './support/next-app';
import { printFigures } from './support/report';
import { startBenchSim } from './support/sim';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 200;

type Context = { etag?: string };

function run(url: string, etag: string | null, duration: number) {
  return autocannon({
    url: `${url}/api/posiciones`,
    connections: CONNECTIONS,
    duration,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      {
        setupRequest: (request, context: Context) => {
          if (etag === null) return request;
          context.etag ??= etag;
          return { ...request, headers: { ...request.headers, 'if-none-match': context.etag } };
        },
        onResponse: (_status, _body, context: Context, headers) => {
          const etag = headers?.etag;
          if (typeof etag === 'string') context.etag = etag;
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

  const browsers = await run(app.url, first.headers.get('etag'), SECONDS);
  const plain = await run(app.url, null, Math.max(5, Math.round(SECONDS / 2)));
  const notModified = browsers['3xx'];
  printFigures(`Positions of 10,000 vehicles, ${CONNECTIONS} connections, ${SECONDS} s (snapshot ${(bytes / 1e6).toFixed(1)} MB)`, [
    { name: 'requests per second (browsers sending their ETag)', value: browsers.requests.average, unit: 'req/s', goal: { op: '>=', value: 1000 } },
    { name: 'latency p99', value: browsers.latency.p99, unit: 'ms', goal: { op: '<=', value: 100 } },
    { name: '304 answers (unchanged snapshot)', value: notModified, unit: '' },
    { name: '200 answers (a new snapshot)', value: browsers['2xx'], unit: '' },
    { name: 'errors + non-2xx/3xx', value: browsers.errors + browsers.timeouts + browsers['4xx'] + browsers['5xx'], unit: '' },
    { name: 'baseline: req/s sending the whole snapshot each time', value: plain.requests.average, unit: 'req/s' },
    { name: 'baseline: latency p99', value: plain.latency.p99, unit: 'ms' },
    { name: 'speed-up of ETags over the baseline', value: browsers.requests.average / plain.requests.average, unit: '×' },
  ]);
  await app.stop();
  await sim.close();
}

await main();
