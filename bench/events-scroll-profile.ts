import { chromium } from '@playwright/test';
import { startApp, startSim, type Server } from '../e2e/events-stack';
import { CONTRASENA_E2E, E2E_AUTH_ENV } from '../e2e/support/session-state';
import { desdeForRows, historyUrl, measureScroll, throttled, waitForFullTable } from './events-table';

/**
 * `npm run bench:events-profile` (after `npx next build`): where the time of the history table's
 * long tasks goes while scrolling 100,000 events, from a Chromium trace of the bench's scroll
 * (CPU slowed 4×, so that the tasks a busy machine would make long show up). Prints, over the
 * tasks longer than 50 ms, the time by kind of work (script, style, layout, paint, GC…).
 */
const SIM_PORT = Number(process.env.BENCH_EVENTS_SIM_PORT ?? 4513);
const APP_PORT = Number(process.env.BENCH_EVENTS_APP_PORT ?? 3503);
const session = { usuario: 'gerente', contrasena: CONTRASENA_E2E };

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { elementCount?: number; beginData?: { dirtyObjects?: number; totalObjects?: number } };
}

/** Trace events of the renderer's main thread inside each long task, summed by name. */
function attribute(events: TraceEvent[]): { tasks: number[]; byName: Map<string, number> } {
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  const byName = new Map<string, number>();
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter((e) => e.ph === 'X' && e !== task && e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < end);
    // Only the outermost events under the task, so that nested ones are not counted twice.
    const outer = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0) && (p.dur ?? 0) > (e.dur ?? 0)));
    for (const e of outer) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return { tasks: tasks.map((t) => (t.dur ?? 0) / 1000), byName };
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
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'] });
    const scroll = await throttled(page, 4, () => measureScroll(page));
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { tasks, byName } = attribute(trace.traceEvents);
    console.log(`\nScroll de ${filas.toLocaleString('es-AR')} filas, CPU 4× lenta: ${scroll.tareasLargas} tareas largas, la mayor ${Math.round(scroll.tareaMasLargaMs)} ms`);
    console.log(`  tareas > 50 ms en la traza: ${tasks.length}, suman ${Math.round(tasks.reduce((a, b) => a + b, 0))} ms`);
    const styles = trace.traceEvents.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X');
    const counts = styles.map((e) => e.args?.elementCount ?? 0).sort((a, b) => a - b);
    const elementos = await page.evaluate(() => document.querySelectorAll('*').length);
    console.log(`  elementos en la página: ${elementos.toLocaleString('es-AR')}; recálculos de estilo: ${styles.length}, elementos por recálculo p50 ${counts[Math.floor(counts.length / 2)] ?? 0}, máx ${counts.at(-1) ?? 0}`);
    const top = (name: string) =>
      trace.traceEvents
        .filter((e) => e.name === name && e.ph === 'X')
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 6)
        .map((e) => `${Math.round((e.dur ?? 0) / 1000)} ms/${e.args?.elementCount ?? e.args?.beginData?.dirtyObjects ?? '?'}`);
    console.log(`  mayores recálculos de estilo (ms/elementos): ${top('UpdateLayoutTree').join(', ')}`);
    console.log(`  mayores layouts (ms/objetos sucios): ${top('Layout').join(', ')}`);
    for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${name.padEnd(36)} ${Math.round(ms).toString().padStart(7)} ms`);
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

await main();
