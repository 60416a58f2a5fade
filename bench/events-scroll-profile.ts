import { chromium } from '@playwright/test';
import { startApp, startSim, type Server } from '../e2e/events-stack';
import { CONTRASENA_E2E, E2E_AUTH_ENV } from '../e2e/support/session-state';
import { desdeForRows, historyUrl, measureScroll, waitForFullTable } from './events-table';

/**
 * `npm run bench:events-profile` (after `npm run build`): the bench's scroll of 100,000 events
 * under a Chromium trace. Each task's wall time (`dur`) grows when a busy machine takes the CPU
 * away; its main-thread CPU time (`tdur`) does not, so the trace tells long tasks that are ours
 * from long tasks that are the machine's. Prints both counts, and where the CPU time of the
 * longest tasks goes by kind of work (script, style, layout, paint, GC…).
 */
const SIM_PORT = Number(process.env.BENCH_EVENTS_SIM_PORT ?? 4513);
const APP_PORT = Number(process.env.BENCH_EVENTS_APP_PORT ?? 3503);
const session = { usuario: 'gerente', contrasena: CONTRASENA_E2E };

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, µs. */
  tdur?: number;
  tid: number;
  pid: number;
}

const ms = (us: number | undefined) => (us ?? 0) / 1000;

/** CPU time of the outermost events inside the given tasks, summed by name. */
function attribute(events: TraceEvent[], tasks: TraceEvent[]): Map<string, number> {
  const byName = new Map<string, number>();
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter((e) => e.ph === 'X' && e !== task && e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < end);
    // Only the outermost events under the task, so that nested ones are not counted twice.
    const outer = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0) && (p.dur ?? 0) > (e.dur ?? 0)));
    for (const e of outer) byName.set(e.name, (byName.get(e.name) ?? 0) + ms(e.tdur));
  }
  return byName;
}

function describe(label: string, durations: number[]): string {
  const long = durations.filter((d) => d > 50);
  return `  ${label.padEnd(44)} ${String(long.length).padStart(4)}   la mayor ${Math.round(Math.max(0, ...durations))} ms`;
}

async function main(): Promise<void> {
  const servers: Server[] = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const sim = await startSim({ port: SIM_PORT, config: 'bench/events-fleet.json' });
    servers.push(sim);
    const app = await startApp({ port: APP_PORT, simUrl: sim.url, apiKey: 'svc_live_bench_tabla', env: E2E_AUTH_ENV });
    servers.push(app);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    const signIn = await page.context().request.post(`${app.url}/api/sesion`, { data: session });
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    if (!signIn.ok()) throw new Error(`no se pudo ingresar: ${signIn.status()}`);
    await page.goto(historyUrl(app.url, await desdeForRows(app.url, 100_000, cookie)));
    const filas = await waitForFullTable(page);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    const scroll = await measureScroll(page);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const tasks = trace.traceEvents.filter((e) => e.ph === 'X' && e.name === 'RunTask');
    console.log(`\nScroll de ${filas.toLocaleString('es-AR')} filas (el mismo del bench:events), tareas de más de 50 ms:`);
    console.log(`  según el navegador (longtask)                ${String(scroll.tareasLargas).padStart(4)}   la mayor ${Math.round(scroll.tareaMasLargaMs)} ms`);
    console.log(describe('según la traza, tiempo de reloj', tasks.map((t) => ms(t.dur))));
    console.log(describe('según la traza, tiempo de CPU del hilo', tasks.map((t) => ms(t.tdur))));
    const heaviest = [...tasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, 10);
    console.log(`  CPU de las 10 tareas más pesadas (${heaviest.map((t) => Math.round(ms(t.tdur))).join(', ')} ms), por tipo de trabajo:`);
    const byName = attribute(trace.traceEvents, heaviest);
    for (const [name, cpu] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`    ${name.padEnd(34)} ${Math.round(cpu).toString().padStart(6)} ms`);
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

await main();
