/**
 * A 90-day event history over 1,000 vehicles through the app: it must take exactly the 26
 * upstream queries needed (13 weekly slices × 2 groups of 500) and meet no 429.
 *   npm run build && npm run bench:gateway-history
 */
import { splitLines } from '@/lib/client/events/split-lines';
import { historialMensajeSchema, type HistorialMensaje } from '@/lib/fleet/flota-api';
import { startApp } from './support/next-app';
import { printFigures } from './support/report';
import { startBenchSim } from './support/sim';
import { fleetNowOf } from '../e2e/support/fleet-clock';

const DAY = 86_400_000;

/**
 * Reads the NDJSON answer line by line: 90 days of a busy fleet is more text than one string
 * may hold, and a browser reads it the same way.
 */
async function readMessages(response: Response) {
  let plan: HistorialMensaje | undefined;
  let fin: HistorialMensaje | undefined;
  let parts = 0;
  const lines = response.body!.pipeThrough(new TextDecoderStream()).pipeThrough(splitLines()).getReader();
  for (let read = await lines.read(); !read.done; read = await lines.read()) {
    const message = historialMensajeSchema.parse(JSON.parse(read.value));
    plan ??= message;
    fin = message;
    if (message.tipo === 'parte') parts++;
  }
  return { plan, fin, parts };
}

async function main() {
  const sim = await startBenchSim(1_000, [{ key: 'svc_live_bench_history', name: 'historial' }]);
  const app = await startApp(Number(process.env.BENCH_APP_PORT ?? 3202), {
    FLEET_API_BASE_URL: sim.url,
    FLEET_API_KEY: 'svc_live_bench_history',
  });
  const count = async () => {
    const stats = await sim.stats();
    const eventos = stats.por_ruta.find((r) => r.ruta === '/v1/eventos');
    const refused = stats.por_ruta.reduce((n, r) => n + (r.por_estado['429'] ?? 0), 0);
    return { eventos: eventos?.solicitudes ?? 0, refused };
  };
  const before = await count();
  const started = Date.now();
  // A minute inside the 90-day window of the fleet's clock, so that it is still inside when the request is parsed.
  const desde = new Date((await fleetNowOf(sim.url)) - 90 * DAY + 60_000).toISOString();
  const response = await fetch(`${app.url}/api/eventos?desde=${desde}`, { headers: { cookie: app.cookie } });
  const { plan, fin, parts } = await readMessages(response);
  const seconds = (Date.now() - started) / 1000;
  const after = await count();
  printFigures('90-day history over 1,000 vehicles (key budget 120 u/min)', [
    { name: 'parts planned', value: plan?.tipo === 'plan' ? plan.partes : -1, unit: 'calls', goal: { op: '=', value: 26 } },
    { name: 'upstream /v1/eventos calls', value: after.eventos - before.eventos, unit: 'calls', goal: { op: '=', value: 26 } },
    { name: 'upstream 429 answers', value: after.refused - before.refused, unit: '', goal: { op: '=', value: 0 } },
    { name: 'events (merged, de-duplicated)', value: fin?.tipo === 'fin' ? fin.cantidad : -1, unit: '' },
    { name: 'progress messages (one per part)', value: parts, unit: '', goal: { op: '=', value: 26 } },
    { name: 'time to complete', value: seconds, unit: 's' },
  ]);
  if (fin?.tipo !== 'fin') console.log('last message:', JSON.stringify(fin));
  await app.stop();
  await sim.close();
}

await main();
