/**
 * 10,000 requests no browser of ours would send, to every /api route and page of the production
 * build (what `npm start` runs): unknown and malformed ids, every other method, random and broken
 * query strings, huge values, `//` and `..` paths, as the administrator, as a manager who sees one
 * client, and signed out (e2e/support/api-fuzz.ts makes them and judges the answers). It prints
 * how many answers were 5xx, how many 4xx were in the error shape and how many not, and how many
 * lacked the security headers; the goal is 0, all, 0 and 0. The Fleet API runs in a process of its
 * own with the e2e fleet and a key whose budget no run exhausts.
 *   npm run build && npm run bench:fuzz        (BENCH_FUZZ_REQUESTS=10000, FUZZ_SEED=random)
 */
import { readFileSync } from 'node:fs';
import type { SimConfig } from '@/lib/sim/config';
import { emptyTally, judge, randomCase, randomSource, type FuzzCase } from '../e2e/support/api-fuzz';
import { apiRouteTemplates } from '../e2e/support/api-routes';
import { sendRaw } from '../e2e/support/raw-http';
import { CONTRASENA_E2E } from '../e2e/support/session-state';
import { startApp } from './support/next-app';
import { printFigures } from './support/report';
import { startSimProcess } from './support/sim';

const REQUESTS = Number(process.env.BENCH_FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = 16;
const KEY = 'svc_live_bench_fuzz';

async function signIn(url: string, usuario: string): Promise<string> {
  const response = await fetch(`${url}/api/sesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, contrasena: CONTRASENA_E2E }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`could not sign ${usuario} in: ${response.status}`);
  return cookie;
}

async function main() {
  const fleet = JSON.parse(readFileSync('e2e/fixtures/sim-config.json', 'utf8')) as SimConfig;
  const key = { key: KEY, name: 'fuzz', clients: '*', permissions: ['posiciones', 'recorridos', 'eventos'], unitsPerMinute: 1_000_000 };
  const sim = await startSimProcess({ ...fleet, keys: [key] } as SimConfig);
  const app = await startApp(Number(process.env.BENCH_APP_PORT ?? 3460), { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: KEY });
  const callers = [app.cookie, await signIn(app.url, 'gerente-sur'), null];
  const templates = apiRouteTemplates();
  const random = randomSource(SEED);
  // Made up front, so that one seed always sends the same requests as the same callers. A DELETE
  // goes without a session: on /api/sesion it would sign the caller out for the rest of the run.
  const cases = Array.from({ length: REQUESTS }, () => {
    const request = randomCase(random, templates);
    const cookie = callers[Math.floor(random() * callers.length)] ?? null;
    return { request, cookie: request.method === 'DELETE' ? null : cookie };
  });
  const tally = emptyTally();
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < cases.length) {
      const { request, cookie } = cases[next++] as { request: FuzzCase; cookie: string | null };
      const answer = await sendRaw(app.url, { ...request, headers: cookie ? { cookie } : {} });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      problems.push(...judge(request, answer, tally));
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  printFigures(`Fuzzed requests to every /api route (${templates.length}) and page of the production build, seed ${SEED}`, [
    { name: 'requests sent', value: tally.sent, unit: `in ${seconds.toFixed(1)} s` },
    { name: 'answers 5xx', value: tally.serverErrors, unit: 'answers', goal: { op: '=', value: 0 } },
    { name: '/api answers 4xx in the error shape', value: tally.clientErrorsInShape, unit: 'answers' },
    { name: '/api answers 4xx out of the error shape', value: tally.clientErrorsOutOfShape, unit: 'answers', goal: { op: '=', value: 0 } },
    { name: 'answers missing security headers', value: tally.missingSecurityHeaders, unit: 'answers', goal: { op: '=', value: 0 } },
    { name: 'answers no HTTP client could read', value: tally.unreadable, unit: 'answers', goal: { op: '=', value: 0 } },
  ]);
  console.log(`  by status: ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(', ')}`);
  for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
  await app.stop();
  await sim.close();
  if (tally.serverErrors + tally.clientErrorsOutOfShape + tally.missingSecurityHeaders + tally.unreadable > 0) process.exitCode = 1;
}

await main();
