/**
 * The event log on both engines: 1,000,000 events of the embedded Fleet API written as a
 * follower writes them, read back, resumed from a sequence, and a week of history for 500
 * vehicles answered from the log against the same query to the API, in one run.
 *   npm run bench:store-events
 */
import { eventosEnvelopeSchema } from '@/lib/fleet/schemas/envelopes';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { argentinaDay } from '@/lib/fleet/time';
import { dayRange, daysFrom } from '@/lib/store/argentina-days';
import { appendEvents, eventLogBounds, eventsAfter } from '@/lib/store/event-log';
import { eventsInRange, eventsInRangeJson } from '@/lib/store/event-log-range';
import { type Figure, percentile, printFigures } from './support/report';
import { type BenchStore, mb, openBenchStores, startStoreBenchSim } from './store-places';
import { E2E_START } from '../e2e/support/fleet-clock';

const VEHICLES = 500;
const TARGET = 1_000_000;
/**
 * One poll's events for a fleet of 20,000 vehicles: about 27 events per vehicle-day (this
 * fleet's rate) is 540,000 a day, 750 every 2 minutes; each poll also sees again the last
 * minute of the one before (docs/fleet-api.md#following-events), here the previous poll's last 40.
 */
const POLL = 750;
const OVERLAP = 40;
const DAY = 86_400_000;
/** The bench key's scope, as the follower names it (a digest of its vehicles): any fixed name does here. */
const SCOPE = 'banco';

interface Written {
  appendMs: number[];
  appended: number;
}

async function main() {
  const sim = await startStoreBenchSim(VEHICLES);
  const engines = await openBenchStores();
  const written = new Map<BenchStore, Written>(engines.map((e) => [e, { appendMs: [], appended: 0 }]));
  const vehiculos = ((await (await sim.get('/v1/vehiculos')).json()) as { datos: { id: string }[] }).datos.map((v) => v.id);
  const days = daysFrom(argentinaDay(E2E_START - 85 * DAY), argentinaDay(E2E_START - DAY));
  let lastWeek: string[] = [];
  let received = 0;
  for (let i = 0; i + 7 <= days.length && (written.get(engines[0]!)?.appended ?? 0) < TARGET; i += 7) {
    const week = days.slice(i, i + 7);
    const range = { desde: dayRange(week[0]!).desde, hasta: dayRange(week[6]!).hasta };
    const answer = eventosEnvelopeSchema.parse(await (await sim.get(`/v1/eventos?desde=${week[0]}&hasta=${encodeURIComponent(new Date(range.hasta).toISOString())}`)).json());
    received += answer.datos.length;
    for (const { batch, covered } of polls(answer.datos, range)) {
      for (const engine of engines) {
        const started = performance.now();
        const { appended } = await appendEvents(engine.store, batch, { covered });
        const w = written.get(engine) as Written;
        w.appendMs.push(performance.now() - started);
        w.appended += appended;
      }
    }
    lastWeek = week;
    console.log(`  ${week[0]}…${week[6]}: ${answer.datos.length} events, log holds ${written.get(engines[0]!)?.appended}`);
  }
  const historyRange = { desde: dayRange(lastWeek[0]!).desde, hasta: dayRange(lastWeek[6]!).hasta };
  const upstream = await upstreamHistory(sim, lastWeek);
  for (const engine of engines) await report(engine, written.get(engine) as Written, { historyRange, vehiculos, upstream, received });
  for (const engine of engines) await engine.remove();
  await sim.close();
}

/** The answer cut into the follower's polls, each with the span it read in full. */
function* polls(eventos: readonly Evento[], range: { desde: number; hasta: number }) {
  let from = range.desde;
  for (let i = 0; i < eventos.length; i += POLL) {
    const batch = eventos.slice(Math.max(0, i - OVERLAP), i + POLL);
    const last = i + POLL >= eventos.length;
    const hasta = last ? range.hasta : Date.parse(batch.at(-1)!.fecha);
    yield { batch, covered: { desde: from, hasta, scope: SCOPE } };
    from = hasta;
  }
}

/** The same week asked of the API: fetch, JSON and the schema check the gateway applies; the best of 3. */
async function upstreamHistory(sim: Awaited<ReturnType<typeof startStoreBenchSim>>, week: string[]) {
  const hasta = encodeURIComponent(new Date(dayRange(week[6]!).hasta).toISOString());
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const answer = eventosEnvelopeSchema.parse(await (await sim.get(`/v1/eventos?desde=${week[0]}&hasta=${hasta}`)).json());
    times.push(performance.now() - started);
    count = answer.datos.length;
  }
  return { ms: Math.min(...times), count };
}

async function report(
  engine: BenchStore,
  w: Written,
  context: { historyRange: { desde: number; hasta: number }; vehiculos: string[]; upstream: { ms: number; count: number }; received: number },
) {
  const { store } = engine;
  const writeMs = w.appendMs.reduce((a, b) => a + b, 0);
  const readStarted = performance.now();
  let read = 0;
  for (let after = 0; ; ) {
    const page = await eventsAfter(store, after, { limit: 5_000 });
    read += page.events.length;
    if (page.through === after) break;
    after = page.through;
  }
  const readMs = performance.now() - readStarted;
  const { highSeq } = await eventLogBounds(store);
  const resume = async (pick: () => number) => {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await eventsAfter(store, pick(), { limit: 500 });
      times.push(performance.now() - started);
    }
    return times;
  };
  const nearEnd = await resume(() => highSeq - Math.floor(Math.random() * 2_000));
  const anywhere = await resume(() => Math.floor(Math.random() * highSeq));
  const timed = async (fn: () => Promise<number>) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    let count = 0;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const used = process.cpuUsage();
      count = await fn();
      wall.push(performance.now() - started);
      const { user, system } = process.cpuUsage(used);
      cpu.push((user + system) / 1000);
    }
    return { ms: percentile(wall, 50), cpuMs: percentile(cpu, 50), count };
  };
  const query = { ...context.historyRange, vehiculos: context.vehiculos };
  const objects = await timed(async () => (await eventsInRange(store, query)).length);
  const text = await timed(async () => (await eventsInRangeJson(store, query)).cantidad);
  const figures: Figure[] = [
    { name: 'open (migrations included)', value: engine.openMs, unit: 'ms' },
    { name: 'events received (with repeats)', value: context.received, unit: '' },
    { name: 'events in the log', value: w.appended, unit: '', goal: { op: '>=', value: TARGET } },
    { name: `appends (one poll each, ${POLL} + ${OVERLAP} repeated)`, value: w.appendMs.length, unit: '' },
    { name: 'append p50', value: percentile(w.appendMs, 50), unit: 'ms' },
    { name: 'append p99', value: percentile(w.appendMs, 99), unit: 'ms' },
    { name: 'write rate', value: Math.round(w.appended / (writeMs / 1000)), unit: 'events/s' },
    { name: 'read back from seq 0 (pages of 5,000)', value: readMs / 1000, unit: 's' },
    { name: 'read back rate', value: Math.round(read / (readMs / 1000)), unit: 'events/s' },
    { name: 'resume near the end (500 max) p50', value: percentile(nearEnd, 50), unit: 'ms' },
    { name: 'resume near the end (500 max) p99', value: percentile(nearEnd, 99), unit: 'ms', goal: { op: '<=', value: 20 } },
    { name: 'resume anywhere (500) p50', value: percentile(anywhere, 50), unit: 'ms' },
    { name: 'resume anywhere (500) p99', value: percentile(anywhere, 99), unit: 'ms', goal: { op: '<=', value: 20 } },
    { name: `history ${context.vehiculos.length} veh × 7 days: events`, value: text.count, unit: '', goal: { op: '=', value: context.upstream.count } },
    { name: 'history from the log as JSON text p50 (5 runs)', value: text.ms, unit: 'ms', goal: { op: '<=', value: 300 } },
    { name: '  CPU of this process (with PGlite, the database too)', value: text.cpuMs, unit: 'ms' },
    { name: 'history from the log as objects p50', value: objects.ms, unit: 'ms' },
    { name: '  CPU of this process', value: objects.cpuMs, unit: 'ms' },
    { name: 'same query to the API (fetch+parse+check, best of 3)', value: context.upstream.ms, unit: 'ms' },
    { name: 'log (JSON text) ÷ API', value: text.ms / context.upstream.ms, unit: '' },
    { name: 'log (objects) ÷ API', value: objects.ms / context.upstream.ms, unit: '' },
    { name: 'database size', value: mb(await engine.sizeBytes()), unit: 'MB' },
  ];
  printFigures(`Event log — ${engine.name}`, figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
