import { startApp, startSim, type Server } from '../e2e/events-stack';
import { CONTRASENA_E2E, E2E_AUTH_ENV } from '../e2e/support/session-state';
import { measurePlan } from './events-plan';
import { desdeForRows, measureTable, type TableFigures } from './events-table';

/**
 * `npm run bench:events` (after `npm run build`): the events history against its own embedded
 * fleet of 1,000 vehicles. Prints figures; it is not a test. `-- tabla` or `-- plan` runs one
 * half. Ports: BENCH_EVENTS_SIM_PORT (4513) and BENCH_EVENTS_APP_PORT (3503, and the next one).
 */
const only = process.argv[2];
const SIM_PORT = Number(process.env.BENCH_EVENTS_SIM_PORT ?? 4513);
const APP_PORT = Number(process.env.BENCH_EVENTS_APP_PORT ?? 3503);
const ROWS = 100_000;
/** The baseline: one client's speeding only, a few thousand rows through the same page. */
const BASELINE = { clientes: 'cli_6001', tipos: 'exceso_velocidad' };

const ms = (n: number) => `${Math.round(n).toLocaleString('es-AR')} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');

function printTable(big: TableFigures, small: TableFigures): void {
  console.log(`\nTabla de eventos (Chromium, build de producción) — ${big.filas.toLocaleString('es-AR')} filas vs. ${small.filas.toLocaleString('es-AR')} de base`);
  const rows: [string, number, number, (n: number) => string][] = [
    ['primeras filas tras llegar datos', big.primerasFilasMs, small.primerasFilasMs, ms],
    ['todas las filas tras la última parte', big.todasLasFilasMs, small.todasLasFilasMs, ms],
    ['scroll: tareas largas (>50 ms)', big.scroll.tareasLargas, small.scroll.tareasLargas, String],
    ['scroll: tarea más larga', big.scroll.tareaMasLargaMs, small.scroll.tareaMasLargaMs, ms],
    ['scroll: cuadro p95', big.scroll.cuadroP95Ms, small.scroll.cuadroP95Ms, ms],
    ['scroll: cuadro máximo', big.scroll.cuadroMaxMs, small.scroll.cuadroMaxMs, ms],
    ['scroll, CPU 4× lenta: tareas largas', big.scrollLento.tareasLargas, small.scrollLento.tareasLargas, String],
    ['scroll, CPU 4× lenta: tarea más larga', big.scrollLento.tareaMasLargaMs, small.scrollLento.tareaMasLargaMs, ms],
    ['ordenar por vehículo', big.ordenarMs, small.ordenarMs, ms],
    ['buscar texto (incl. 250 ms de pausa)', big.buscarMs, small.buscarMs, ms],
  ];
  for (const [label, a, b, format] of rows) console.log(`  ${label.padEnd(40)} ${format(a).padStart(10)}  base ${format(b).padStart(9)}  ${ratio(a, b)}`);
}

/** Signs in through the API; answers the session cookie for plain `fetch`. */
async function sessionCookie(appUrl: string, session: { usuario: string; contrasena: string }): Promise<string> {
  const response = await fetch(`${appUrl}/api/sesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(session),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('flota_sesion='));
  if (!response.ok || !cookie) throw new Error(`no se pudo ingresar como ${session.usuario}: ${response.status}`);
  return cookie.split(';')[0] as string;
}

async function main(): Promise<void> {
  const servers: Server[] = [];
  try {
    const sim = await startSim({ port: SIM_PORT, config: 'bench/events-fleet.json' });
    servers.push(sim);
    const [tableApp, planApp] = await Promise.all([
      startApp({ port: APP_PORT, simUrl: sim.url, apiKey: 'svc_live_bench_tabla', env: E2E_AUTH_ENV }),
      startApp({ port: APP_PORT + 1, simUrl: sim.url, apiKey: 'svc_live_bench_plan', env: E2E_AUTH_ENV }),
    ]);
    servers.push(tableApp, planApp);
    // The e2e users file: the manager's role opens the events pages.
    const session = { usuario: 'gerente', contrasena: CONTRASENA_E2E };

    if (only !== 'plan') {
      const desde = await desdeForRows(tableApp.url, ROWS, await sessionCookie(tableApp.url, session));
      const big = await measureTable(tableApp.url, session, desde);
      const small = await measureTable(tableApp.url, session, desde, BASELINE);
      printTable(big, small);
    }
    if (only === 'tabla') return;

    const plan = await measurePlan(planApp.url, sim.url, await sessionCookie(planApp.url, session));
    const lowerBound = Math.ceil(90 / 7) * Math.ceil(1_000 / 500);
    console.log('\n90 días × 1.000 vehículos, 120 unidades/minuto');
    console.log(`  partes planificadas            ${plan.partes}`);
    console.log(`  llamadas a /v1/eventos         ${plan.llamadas}  (mínimo posible ${lowerBound}: ${ratio(plan.llamadas, lowerBound)}; por día serían ${90 * 2})`);
    console.log(`  respuestas 429                 ${plan.rechazos429}`);
    console.log(`  unidades gastadas              ${plan.unidades}`);
    console.log(`  eventos                        ${plan.eventos.toLocaleString('es-AR')}`);
    console.log(`  avisos de parte                ${plan.avisosDeParte} (en orden 1…${plan.partes}: ${plan.hechasEnOrden ? 'sí' : 'no'})`);
    console.log(`  mayor espera entre avisos      ${plan.maxEntreAvisosS.toFixed(1)} s`);
    console.log(`  duración total                 ${plan.segundos.toFixed(1)} s (piso del presupuesto: ${Math.max(0, ((plan.unidades - 120) / 120) * 60).toFixed(0)} s)`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

await main();
