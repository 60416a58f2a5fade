/**
 * Concurrent live event streams spread over app instances on one PostgreSQL database (3 and
 * 3,000 by default; one instance runs on its embedded store): how long after the first stream
 * receives an event the last one does (the fan-out time). One instance follows the events, every
 * 10 s; the others hear of them from the database, so their streams measure that path too.
 *   npm run build && npm run bench:gateway-sse   (BENCH_INSTANCES=3, BENCH_STREAMS=3000, BENCH_SECONDS=60)
 */
import { Agent, get } from 'node:http';
import { type PostgresCluster, startPostgresCluster } from '@/lib/testing/postgres-cluster';
import { type RunningApp, startApp } from './support/next-app';
import { percentile, printFigures } from './support/report';
import { startBenchSim } from './support/sim';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 3_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_APP_PORT ?? 3202);

/** Opens one stream; calls `onId` with each event id as it arrives, `onOpen` at the first bytes. */
function openStream(url: string, cookie: string, agent: Agent, onOpen: () => void, onId: (id: string) => void): () => void {
  const request = get(url, { agent, headers: { cookie } }, (response) => {
    let buffered = '';
    let opened = false;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      if (!opened) {
        opened = true;
        onOpen();
      }
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('id: ')) onId(line.slice(4));
    });
  });
  request.on('error', () => undefined);
  return () => request.destroy();
}

/** The instances, on one database when there are several; its cluster to remove after. */
async function startInstances(env: Record<string, string>): Promise<{ apps: RunningApp[]; cluster: PostgresCluster | null }> {
  if (INSTANCES === 1) return { apps: [await startApp(PORT, env)], cluster: null };
  const cluster = await startPostgresCluster();
  const DATABASE_URL = await cluster.createDatabase();
  const apps = await Promise.all(Array.from({ length: INSTANCES }, (_, i) => startApp(PORT + i, { ...env, DATABASE_URL, FLOTA_INSTANCE_ID: `flota-${i + 1}` })));
  return { apps, cluster };
}

async function main() {
  const sim = await startBenchSim(2_000, [{ key: 'svc_live_bench_sse', name: 'sse', unitsPerMinute: 1_000 }]);
  const { apps, cluster } = await startInstances({
    FLEET_API_BASE_URL: sim.url,
    FLEET_API_KEY: 'svc_live_bench_sse',
    FLOTA_EVENTS_POLL_S: '10',
    FLOTA_EVENTS_LOOKBACK_S: '60',
  });
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const arrivals = new Map<string, number[]>();
  let open = 0;
  const closers: (() => void)[] = [];
  const connected = new Promise<void>((resolve) => {
    for (let i = 0; i < STREAMS; i++) {
      const onOpen = () => ++open === STREAMS && resolve();
      const onId = (id: string) => {
        const at = performance.now();
        const times = arrivals.get(id);
        if (times) times.push(at);
        else arrivals.set(id, [at]);
      };
      const app = apps[i % apps.length] as RunningApp;
      closers.push(openStream(`${app.url}/api/eventos/stream`, app.cookie, agent, onOpen, onId));
    }
  });
  const started = performance.now();
  await connected;
  console.log(`${STREAMS} streams open in ${Math.round(performance.now() - started)} ms; listening ${SECONDS} s…`);
  arrivals.clear();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  closers.forEach((close) => close());

  const complete = [...arrivals.values()].filter((times) => times.length === STREAMS);
  const delays = complete.flatMap((times) => times.map((t) => t - Math.min(...times)));
  const spreads = complete.map((times) => Math.max(...times) - Math.min(...times));
  printFigures(`${STREAMS} concurrent SSE streams on ${INSTANCES} instance(s), ${SECONDS} s, events followed every 10 s`, [
    { name: 'events received by every stream', value: complete.length, unit: '' },
    { name: 'events received by only some streams', value: arrivals.size - complete.length, unit: '' },
    { name: 'delivery after the first stream, p50', value: percentile(delays, 50), unit: 'ms' },
    { name: 'delivery after the first stream, p99', value: percentile(delays, 99), unit: 'ms', goal: { op: '<=', value: 1000 } },
    { name: 'time for one event to reach all streams, worst', value: Math.max(...spreads), unit: 'ms' },
  ]);
  await Promise.all(apps.map((app) => app.stop()));
  await cluster?.destroy();
  await sim.close();
}

await main();
