/**
 * The reports' summary (`/api/informes/resumen`) over 1,000 vehicles × 30 closed days (30,000
 * vehicle-days) on both engines: its store read, the answer built as the route does (the
 * events' coverage count, the summaries read, mapped to the wire, summed per vehicle, per day and
 * for the fleet, and serialised; its Brotli apart), against a baseline in the same run (counting
 * the held days of the same range). Goal: ≤ 1 s server time.
 *   npm run bench:report-summary
 *
 * The store is filled with synthetic days of realistic points (parked at night, about six hours
 * of driving at a point every 30 s, parked between). Deriving and encoding 30,000 days would
 * take minutes, so 10 day templates are made per day (300 derived and encoded), and each
 * vehicle-day is inserted with its template's points and facts: rows as `putRouteDays` writes
 * them. `putRouteDays` itself is timed on a sample of real derivation at write.
 */
import { encode } from '@/lib/gateway/content-coding';
import { summarise } from '@/lib/fleet/report-summary';
import { toDiaVehiculo } from '@/lib/gateway/report-answers';
import { daysFrom } from '@/lib/store/argentina-days';
import { countHeldDays } from '@/lib/store/closed-days';
import { putRouteDays } from '@/lib/store/route-days';
import { summaryDays } from '@/lib/store/report-days';
import { type Figure, percentile, printFigures } from './support/report';
import { dayTemplates, fillReportDays, templateOf } from './support/report-days';
import { openBenchStores } from './store-places';

const VEHICLES = 1_000;
const DESDE = '2026-02-09';
const HASTA = '2026-03-10';
const RUNS = 10;
const encoder = new TextEncoder();

async function main() {
  const dias = daysFrom(DESDE, HASTA);
  const vehiculos = Array.from({ length: VEHICLES }, (_, i) => `veh_${String(500_000 + i)}`);
  let started = performance.now();
  const templates = dayTemplates(dias);
  const templateMs = (performance.now() - started) / templates.size;
  const pointsPerDay = [...templates.values()].reduce((sum, t) => sum + t.puntos.length, 0) / templates.size;
  const engines = await openBenchStores();
  for (const engine of engines) {
    const { store } = engine;
    started = performance.now();
    const sample = vehiculos.slice(0, 20).map((vehiculo, n) => ({ vehiculo, dia: HASTA, patente: null, distanciaKm: 0, puntos: templateOf(templates, HASTA, n).puntos }));
    await putRouteDays(store, sample);
    const putMs = (performance.now() - started) / sample.length;
    started = performance.now();
    await fillReportDays(store, vehiculos, dias, templates);
    const fillS = (performance.now() - started) / 1000;

    const baseline: number[] = [];
    const reads: number[] = [];
    const answers: number[] = [];
    const brotli: number[] = [];
    let rows = 0;
    let size = 0;
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      await countHeldDays(store, 'rutas', vehiculos, DESDE, HASTA);
      baseline.push(performance.now() - started);

      started = performance.now();
      rows = (await summaryDays(store, { vehiculos, desde: DESDE, hasta: HASTA })).length;
      reads.push(performance.now() - started);

      started = performance.now();
      // As summaryReport does: the summaries, then the events' coverage (the routes' is their number).
      const days = (await summaryDays(store, { vehiculos, desde: DESDE, hasta: HASTA })).map(toDiaVehiculo);
      await countHeldDays(store, 'eventos', vehiculos, DESDE, HASTA);
      const body = JSON.stringify(summarise(vehiculos, dias, days));
      size = body.length;
      answers.push(performance.now() - started);
      started = performance.now();
      await encode(encoder.encode(body), 'br');
      brotli.push(performance.now() - started);
    }
    if (rows !== VEHICLES * dias.length) throw new Error(`${rows} vehicle-days read`);
    const figures: Figure[] = [
      { name: 'vehicle-days in the summary', value: rows, unit: '' },
      { name: 'fill (insert of prepared rows)', value: fillS, unit: 's' },
      { name: 'putRouteDays per vehicle-day (facts derived)', value: putMs, unit: 'ms' },
      { name: 'baseline: countHeldDays of the range p50', value: percentile(baseline, 50), unit: 'ms' },
      { name: 'summaryDays (store read + parse) p50', value: percentile(reads, 50), unit: 'ms' },
      { name: 'summaryDays p95', value: percentile(reads, 95), unit: 'ms' },
      { name: 'summary answer size (per vehicle, per day, fleet)', value: size / 1024, unit: 'KB' },
      { name: 'summary answer (counts + read + sums + JSON) p50', value: percentile(answers, 50), unit: 'ms', goal: { op: '<=', value: 1_000 } },
      { name: 'summary answer p95', value: percentile(answers, 95), unit: 'ms', goal: { op: '<=', value: 1_000 } },
      { name: 'then Brotli of the body (zlib pool, off the event loop) p50', value: percentile(brotli, 50), unit: 'ms' },
      { name: 'summaryDays ÷ baseline (p50)', value: percentile(reads, 50) / percentile(baseline, 50), unit: '×' },
    ];
    printFigures(`Report summary, ${VEHICLES} vehicles × ${dias.length} days — ${engine.name}`, figures);
    await engine.remove();
  }
  printFigures('Synthetic days (the same for both engines)', [
    { name: 'points per vehicle-day (mean)', value: Math.round(pointsPerDay), unit: '' },
    { name: 'derive + encode per template day', value: templateMs, unit: 'ms' },
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
