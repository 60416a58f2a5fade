/**
 * The reports' summary (`/api/informes/resumen`) over 1,000 vehicles × 30 closed days (30,000
 * vehicle-days) on both engines: its store read, the answer built as the route does (the two
 * events' coverage count, the summaries read, mapped to the wire and serialised; its Brotli apart), against a baseline
 * in the same run (counting the held days of the same range). Goal: ≤ 1 s server time.
 *   npm run bench:report-summary
 *
 * The store is filled with synthetic days of realistic points (parked at night, about six hours
 * of driving at a point every 30 s, parked between). Deriving and encoding 30,000 days would
 * take minutes, so 10 day templates are made per day (300 derived and encoded), and each
 * vehicle-day is inserted with its template's points and facts: rows as `putRouteDays` writes
 * them. `putRouteDays` itself is timed on a sample of real derivation at write.
 */
import { sql } from 'drizzle-orm';
import type { Punto } from '@/lib/fleet/schemas/recorrido';
import { formatApiDateTime } from '@/lib/fleet/time';
import { countEvents } from '@/lib/fleet/route-facts';
import { encode } from '@/lib/gateway/content-coding';
import { toDiaVehiculo } from '@/lib/gateway/report-answers';
import { dayRange, daysFrom } from '@/lib/store/argentina-days';
import { countHeldDays } from '@/lib/store/closed-days';
import { deriveDayFacts, storedFacts } from '@/lib/store/day-facts';
import { putRouteDays } from '@/lib/store/route-days';
import { encodeRoute } from '@/lib/store/route-codec';
import { summaryDays } from '@/lib/store/report-days';
import { eventDay, routeDay } from '@/lib/store/schema';
import { type Figure, percentile, printFigures } from './support/report';
import { openBenchStores } from './store-places';

const VEHICLES = 1_000;
const DESDE = '2026-02-09';
const HASTA = '2026-03-10';
const TEMPLATES = 10;
const RUNS = 10;
const INSERT_CHUNK = 500;
const encoder = new TextEncoder();

/** A day of one template: parked until a start time, three drives of two hours with parked breaks, parked after. */
function syntheticDay(dia: string, template: number): Punto[] {
  const midnight = dayRange(dia).desde;
  const puntos: Punto[] = [];
  let lat = -34.6 + template * 0.01;
  let lon = -58.4;
  const at = (ms: number, v: number, on: boolean) =>
    puntos.push({ fecha: formatApiDateTime(midnight + ms), latitud: lat, longitud: lon, velocidad_kmh: v, rumbo: null, encendido: on, origen: 'gps' });
  const minute = 60_000;
  let t = 0;
  for (; t < (6 * 60 + template * 5) * minute; t += 30 * minute) at(t, 0, false);
  for (let drive = 0; drive < 3; drive++) {
    for (let i = 0; i < 240; i++, t += 30_000) {
      const v = 20 + ((i * 7 + template * 13) % 80);
      lat += ((i % 5) - 2) * 1e-4 + 2e-4;
      lon += ((i % 3) - 1) * 1e-4 + 1e-4;
      at(t, i % 40 === 39 ? 0 : v, true);
    }
    for (let i = 0; i < 8; i++, t += 5 * minute) at(t, 0, i < 2);
  }
  for (; t < 24 * 60 * minute; t += 30 * minute) at(t, 0, false);
  return puntos;
}

async function main() {
  const dias = daysFrom(DESDE, HASTA);
  const vehiculos = Array.from({ length: VEHICLES }, (_, i) => `veh_${String(500_000 + i)}`);
  let started = performance.now();
  const templates = new Map<string, { puntos: Punto[]; encoded: Uint8Array; facts: ReturnType<typeof storedFacts> }>();
  for (const dia of dias) {
    for (let n = 0; n < TEMPLATES; n++) {
      const puntos = syntheticDay(dia, n);
      templates.set(`${dia} ${n}`, { puntos, encoded: encodeRoute(puntos), facts: storedFacts(deriveDayFacts(dia, puntos)) });
    }
  }
  const templateMs = (performance.now() - started) / templates.size;
  const pointsPerDay = [...templates.values()].reduce((sum, t) => sum + t.puntos.length, 0) / templates.size;
  const eventos = JSON.stringify(countEvents([{ tipo: 'exceso_velocidad', categoria: 'conduccion' }, { tipo: 'panico', categoria: 'seguridad' }]));
  const engines = await openBenchStores();
  for (const engine of engines) {
    const { store } = engine;
    started = performance.now();
    const sample = vehiculos.slice(0, 20).map((vehiculo, n) => ({ vehiculo, dia: HASTA, patente: null, distanciaKm: 0, puntos: templates.get(`${HASTA} ${n % TEMPLATES}`)!.puntos }));
    await putRouteDays(store, sample);
    const putMs = (performance.now() - started) / sample.length;
    started = performance.now();
    const storedAt = new Date();
    const perInsert = Math.floor(INSERT_CHUNK / dias.length);
    for (let v = 0; v < vehiculos.length; v += perInsert) {
      const group = vehiculos.slice(v, v + perInsert);
      const rows = group.flatMap((vehiculo, g) =>
        dias.map((dia) => {
          const t = templates.get(`${dia} ${(v + g) % TEMPLATES}`)!;
          return { vehiculo, dia, patente: null, cantidadPuntos: t.puntos.length, distanciaKm: 0, puntos: t.encoded, storedAt, ...t.facts };
        }),
      );
      await store.db.insert(routeDay).values(rows).onConflictDoNothing();
      const events = group.flatMap((vehiculo) => dias.map((dia) => ({ vehiculo, dia, cantidad: 2, eventos: new Uint8Array(), storedAt, conteos: eventos })));
      await store.db.insert(eventDay).values(events);
    }
    for (const table of [sql`analyze route_day`, sql`analyze event_day`]) await store.db.execute(table);
    const fillS = (performance.now() - started) / 1000;

    const baseline: number[] = [];
    const reads: number[] = [];
    const answers: number[] = [];
    const brotli: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      await countHeldDays(store, 'rutas', vehiculos, DESDE, HASTA);
      baseline.push(performance.now() - started);

      started = performance.now();
      rows = (await summaryDays(store, { vehiculos, desde: DESDE, hasta: HASTA })).length;
      reads.push(performance.now() - started);

      started = performance.now();
      // As summaryReport does: the summaries, then the events' coverage (the routes' is their number).
      const days = await summaryDays(store, { vehiculos, desde: DESDE, hasta: HASTA });
      await countHeldDays(store, 'eventos', vehiculos, DESDE, HASTA);
      const body = JSON.stringify({ dias: days.map(toDiaVehiculo) });
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
      { name: 'summary answer (counts + read + wire + JSON) p50', value: percentile(answers, 50), unit: 'ms', goal: { op: '<=', value: 1_000 } },
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
