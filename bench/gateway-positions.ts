/**
 * Positions of 10,000 vehicles through the app at 200 concurrent connections (autocannon). Each
 * connection behaves like a browser that already shows the map: it sends the ETag it holds, so
 * an unchanged snapshot is a 304, and takes the new ETag when a new snapshot comes (one 200 per
 * connection and poll). The app polls at its default interval (15 s), so runs 1 and 2 cross new
 * snapshots as a control room does, two in 30 s, at the same moments of every run:
 *   1. the goal: 200 connections as fast as they can, ≥ 1,000 req/s with p99 ≤ 100 ms;
 *   2. 200 connections offering 1,000 req/s together (latency is then service time, not queueing);
 *   3. a new snapshot for 200 browsers at once (no ETag): each gets the whole compressed body;
 *   4. Next's floor, for scale: `/api` no longer reaches Next, so the floor is the cheapest answer
 *      Next itself still serves through proxy.ts: a signed-in browser opening the sign-in page,
 *      which proxy.ts reads the session of and redirects (307, no body, no render). Every page
 *      costs at least this; positions (1) must stay ≥ 5× it. It is measured in two halves, just
 *      before and just after 1, so that both meet the same load. Two ratios are printed: of
 *      answers per second, and of the server's CPU time per answer (read from /proc). On a
 *      machine whose cores autocannon shares, the first is bounded by the load generator when
 *      the server is not saturated (see "server busy"), the second is not;
 *   5. one vehicle's position through our router (session, scope, a few hundred bytes), the same
 *      path every /api read takes, for comparison with the shared snapshot.
 * The app runs as `npm start` runs it (dist/server/main.mjs on the production build); the Fleet
 * API in a process of its own, as a real one would be, so its work at each poll does not stall
 * the client.
 *   npm run build && npm run bench:gateway-positions        (BENCH_SECONDS=30 by default)
 */
import autocannon from 'autocannon';
import { request } from 'node:http';
import { setTimeout } from 'node:timers/promises';
import { cpuSeconds, startApp } from './support/next-app';
import { printFigures } from './support/report';
import { startBenchSimProcess } from './support/sim';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 200;
const GOAL_RATE = 1_000;
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** The app's default interval between polls of the positions. */
const POLL_MS = 15_000;
const WARM_UP_SECONDS = 3;
const sum = (results: autocannon.Result[], of: (r: autocannon.Result) => number) => results.reduce((n, r) => n + of(r), 0);

/**
 * One browser per connection: it holds the ETag of the last snapshot it received and sends it.
 * Each connection (client) sets its If-None-Match header when a new ETag comes, so that its
 * request is built once per snapshot, not once per request as a `setupRequest` would: the
 * floor's requests are built once too, and the load generator shares the machine's two cores.
 */
function run(url: string, cookie: string, options: { etag: string | null; seconds: number; rate?: number; amount?: number }) {
  return autocannon({
    url: `${url}/api/posiciones`,
    connections: CONNECTIONS,
    duration: options.seconds,
    amount: options.amount,
    overallRate: options.rate,
    timeout: 30,
    headers: { 'accept-encoding': ACCEPT_ENCODING, cookie },
    setupClient: (client) => {
      let held = options.etag;
      if (held === null) return;
      client.setRequests([
        {
          headers: { 'if-none-match': held },
          onResponse: (_status, _body, _context, headers) => {
            if (typeof headers?.etag !== 'string' || headers.etag === held) return;
            held = headers.etag;
            client.setHeaders({ 'if-none-match': held });
          },
        },
      ]);
    },
  });
}

/** What one browser receives for the whole snapshot: bytes on the wire and their encoding. */
async function wholeSnapshot(url: string, cookie: string) {
  return new Promise<{ etag: string; encoding: string; bytes: number }>((resolve, reject) => {
    const req = request(`${url}/api/posiciones`, { headers: { 'accept-encoding': ACCEPT_ENCODING, cookie } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ etag: String(response.headers.etag ?? ''), encoding: response.headers['content-encoding'] ?? 'identity', bytes }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Waits until the app serves a new snapshot, then half a poll less a second: a run
 * started then crosses new snapshots at the same moments of every run (at 8 s and 23 s of a 30 s
 * run, the two a 15 s poll gives on average). Each costs the load generator, not the server, a
 * pause: it reads every 200's body into a string, for 200 connections at once, so a run that
 * happened to cross one snapshot more served a fifth less.
 */
async function afterNewSnapshot(url: string, cookie: string): Promise<string> {
  const { etag } = await wholeSnapshot(url, cookie);
  for (;;) {
    const response = await fetch(`${url}/api/posiciones`, { headers: { 'accept-encoding': ACCEPT_ENCODING, cookie, 'if-none-match': etag } });
    await response.arrayBuffer();
    if (response.status === 200) {
      await setTimeout(POLL_MS / 2 - 500);
      return String(response.headers.get('etag'));
    }
    await setTimeout(250);
  }
}

async function main() {
  const sim = await startBenchSimProcess(10_000, [{ key: 'svc_live_bench_positions', name: 'posiciones', unitsPerMinute: 1_000 }]);
  const app = await startApp(Number(process.env.BENCH_APP_PORT ?? 3202), {
    FLEET_API_BASE_URL: sim.url,
    FLEET_API_KEY: 'svc_live_bench_positions',
  });
  const identity = (await (await fetch(`${app.url}/api/posiciones`, { headers: { cookie: app.cookie } })).arrayBuffer()).byteLength;
  const whole = await wholeSnapshot(app.url, app.cookie);
  const upstreamCalls = async () => (await sim.stats()).por_ruta.find((r) => r.ruta === '/v1/posiciones')?.solicitudes ?? 0;
  const callsBefore = await upstreamCalls();

  // Next's floor in two halves around the goal run, so that the ratio compares the two under the
  // same load (on a shared machine, load moves within a minute): proxy.ts reads the session and
  // redirects a signed-in browser away from the sign-in page.
  const floorRun = (seconds: number) =>
    autocannon({ url: `${app.url}/ingresar`, connections: CONNECTIONS, duration: seconds, timeout: 30, headers: { cookie: app.cookie } });
  const floorHalf = () => measured(() => floorRun(SECONDS / 2));
  const measured = async (load: () => Promise<autocannon.Result>) => {
    const cpu = cpuSeconds(app.pid);
    const result = await load();
    return { result, cpuS: cpuSeconds(app.pid) - cpu, answers: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'] };
  };
  // Both paths warm up first (the JIT, Next's lazily loaded modules): neither is measured cold.
  await floorRun(WARM_UP_SECONDS);
  await run(app.url, app.cookie, { etag: whole.etag, seconds: WARM_UP_SECONDS });
  const before = await floorHalf();
  const held = await afterNewSnapshot(app.url, app.cookie);
  const goalRun = await measured(() => run(app.url, app.cookie, { etag: held, seconds: SECONDS }));
  const after = await floorHalf();
  const goal = goalRun.result;
  const [floorBefore, floorAfter] = [before.result, after.result];
  const floor = [floorBefore, floorAfter];
  const floorRate = (floorBefore.requests.average + floorAfter.requests.average) / 2;
  const floorCpuUs = ((before.cpuS + after.cpuS) / (before.answers + after.answers)) * 1e6;
  const goalCpuUs = (goalRun.cpuS / goalRun.answers) * 1e6;
  const paced = await run(app.url, app.cookie, { etag: await afterNewSnapshot(app.url, app.cookie), seconds: SECONDS, rate: GOAL_RATE });
  const herd = await run(app.url, app.cookie, { etag: null, seconds: 30, amount: CONNECTIONS });
  const one = await autocannon({
    url: `${app.url}/api/vehiculos/veh_100001/posicion`,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    headers: { cookie: app.cookie },
  });
  const calls = (await upstreamCalls()) - callsBefore;
  const failed = (r: autocannon.Result) => r.errors + r.timeouts + r['4xx'] + r['5xx'];
  const size = `${(identity / 1e6).toFixed(2)} MB JSON, ${(whole.bytes / 1e6).toFixed(2)} MB sent as ${whole.encoding}`;
  printFigures(`Positions of 10,000 vehicles (${size}), ${CONNECTIONS} connections, ${SECONDS} s runs, 15 s polls`, [
    { name: 'as fast as possible: served', value: goal.requests.average, unit: 'req/s', goal: { op: '>=', value: GOAL_RATE } },
    { name: 'as fast as possible: latency p99', value: goal.latency.p99, unit: 'ms', goal: { op: '<=', value: 100 } },
    { name: 'as fast as possible: latency p50 / p99.9', value: goal.latency.p50, unit: `/ ${goal.latency.p99_9} ms` },
    { name: 'as fast as possible: 304 / 200 / failed', value: goal['3xx'], unit: `/ ${goal['2xx']} / ${failed(goal)}` },
    { name: `offered ${GOAL_RATE} req/s: served`, value: paced.requests.average, unit: 'req/s' },
    { name: `offered ${GOAL_RATE} req/s: latency p50 / p99`, value: paced.latency.p50, unit: `/ ${paced.latency.p99} ms` },
    { name: `offered ${GOAL_RATE} req/s: 304 / 200 / failed`, value: paced['3xx'], unit: `/ ${paced['2xx']} / ${failed(paced)}` },
    { name: `new snapshot to ${CONNECTIONS} browsers at once: all served in`, value: herd.duration * 1000, unit: 'ms' },
    { name: 'new snapshot: latency p50 / p99', value: herd.latency.p50, unit: `/ ${herd.latency.p99} ms` },
    { name: 'new snapshot: 200 / failed', value: herd['2xx'], unit: `/ ${failed(herd)}` },
    { name: 'upstream /v1/posiciones calls during the runs', value: calls, unit: 'calls' },
    { name: 'Next’s floor, proxy.ts redirect: served before / after', value: floorBefore.requests.average, unit: `/ ${floorAfter.requests.average} req/s` },
    { name: 'Next’s floor: 307 / other / errors and timeouts', value: sum(floor, (r) => r['3xx']), unit: `/ ${sum(floor, (r) => r['1xx'] + r['2xx'] + r['4xx'] + r['5xx'])} / ${sum(floor, (r) => r.errors + r.timeouts)}` },
    { name: 'Next’s floor: latency p50 / p99 (before)', value: floorBefore.latency.p50, unit: `/ ${floorBefore.latency.p99} ms` },
    { name: 'positions ÷ Next’s floor (req/s, as fast as possible)', value: goal.requests.average / floorRate, unit: '×', goal: { op: '>=', value: 5 } },
    { name: 'server CPU per answer: positions / Next’s floor', value: goalCpuUs, unit: `/ ${floorCpuUs.toFixed(0)} µs` },
    { name: 'server busy during positions / floor (cores)', value: goalRun.cpuS / goal.duration, unit: `/ ${((before.cpuS + after.cpuS) / (floorBefore.duration + floorAfter.duration)).toFixed(2)}` },
    { name: 'Next’s floor ÷ positions (server CPU per answer)', value: floorCpuUs / goalCpuUs, unit: '×', goal: { op: '>=', value: 5 } },
    { name: 'one vehicle’s position through the router: served', value: one.requests.average, unit: `req/s (${one['2xx']} ok / ${failed(one)} failed)` },
    { name: 'one vehicle’s position: latency p50 / p99', value: one.latency.p50, unit: `/ ${one.latency.p99} ms` },
  ]);
  await app.stop();
  await sim.close();
}

await main();
