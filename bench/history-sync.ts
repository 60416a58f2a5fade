/**
 * The history sync at a 120-unit key: 1,000 vehicles of the embedded Fleet API, the live
 * positions polled as a dispatcher's map keeps them, and the sync filling the embedded store for
 * BENCH_MINUTES (default 5). Prints the vehicle-days stored per minute against the arithmetic (its
 * share of what the live polls leave, 5 units for 7 vehicle-days), the units it spent, and the
 * store's size per 1,000 vehicle-days: `route_day` whole (routes and their derived facts,
 * with TOAST and indexes), the stored bytes of its route and facts columns apart, `event_day`,
 * and the two tables together.
 *   npm run bench:history-sync
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadServerEnv } from '@/lib/env/server';
import { createGateway } from '@/lib/gateway/gateway';
import { simConfigSchema } from '@/lib/sim/config';
import { startSim } from '@/lib/sim/server';
import { countHeldDays } from '@/lib/store/closed-days';
import { type AnyColumn, sql } from 'drizzle-orm';
import { routeDay } from '@/lib/store/schema';
import { openStore, type Store } from '@/lib/store/store';
import { type Figure, printFigures } from './support/report';
import { mb } from './store-places';
import { E2E_CLOCK } from '../e2e/support/fleet-clock';

const VEHICLES = 1_000;
const LIMIT = 120;
const SHARE = 0.5;
const MINUTES = Number(process.env.BENCH_MINUTES ?? 5);
const KEY = 'svc_live_bench_sync';
const ROUTE_UNITS = 5;
const VEHICLE_DAYS_PER_ROUTE_QUERY = 7;

interface SimStats {
  por_ruta: { ruta: string; solicitudes: number; unidades: number; por_estado: Record<string, number> }[];
  por_clave: { nombre: string; unidades: number }[];
}

async function main() {
  const config = simConfigSchema.parse({
    seed: 5,
    clock: E2E_CLOCK,
    clients: [{ id: 'cli_9001', name: 'Cliente', vehicles: VEHICLES }],
    keys: [{ key: KEY, name: 'bench', clients: '*', permissions: ['posiciones', 'recorridos', 'eventos'], unitsPerMinute: LIMIT }],
  });
  const sim = await startSim({ config, port: 0 });
  const dataDir = mkdtempSync(join(tmpdir(), 'flota-bench-sync-'));
  const store = await openStore({ engine: 'embedded', dataDir, retentionDays: 90, leaseMs: 20_000, instanceId: 'bench' });
  const env = loadServerEnv({ FLOTA_LOG: 'silent', FLOTA_SYNC_SHARE: String(SHARE) });
  const gateway = createGateway(env, { target: { baseUrl: sim.url, key: KEY }, store });
  try {
    await gateway.serviceClock.ready();
    const vehiculos = (await gateway.directory.index('interactive')).value.vehiculos.map((v) => v.id);
    // A dispatcher's map open all along: the positions poller runs on its schedule.
    const viewer = setInterval(() => void gateway.positions.snapshot({}).catch(() => undefined), 5_000);
    await gateway.positions.snapshot({});
    const started = Date.now();
    gateway.historySync!.start();
    const progress = () => gateway.syncProgress!.view();
    for (let minute = 1; minute <= MINUTES; minute++) {
      await new Promise((resolve) => setTimeout(resolve, started + minute * 60_000 - Date.now()));
      const { guardados, total } = await progress();
      console.log(`  minute ${minute}: ${guardados} of ${total} vehicle-days of routes held`);
    }
    clearInterval(viewer);
    gateway.historySync!.stop();
    const minutes = (Date.now() - started) / 60_000;
    const { guardados, total, desde, hasta } = await progress();
    const eventDays = desde && hasta ? await countHeldDays(store, 'eventos', vehiculos, desde, hasta) : 0;
    const stats = (await (await fetch(`${sim.url}/_sim/stats`)).json()) as SimStats;
    const byPath = (ruta: string) => stats.por_ruta.find((r) => r.ruta === ruta);
    const syncUnits = (byPath('/v1/vehiculos/{id}/recorrido')?.unidades ?? 0) + (byPath('/v1/eventos')?.unidades ?? 0);
    const allUnits = stats.por_clave.reduce((sum, k) => sum + k.unidades, 0);
    const throttled = stats.por_ruta.reduce((sum, r) => sum + (r.por_estado['429'] ?? 0), 0);
    const othersPerMinute = (allUnits - syncUnits) / minutes;
    const expectedPerMinute = ((SHARE * (LIMIT - othersPerMinute)) / ROUTE_UNITS) * VEHICLE_DAYS_PER_ROUTE_QUERY;
    const perMinute = guardados / minutes;
    const per1000 = (bytes: number, days: number) => mb((bytes / Math.max(1, days)) * 1000);
    const routeTable = await tableBytes(store, 'route_day');
    const eventTable = await tableBytes(store, 'event_day');
    const columns = await routeColumnBytes(store);
    const figures: Figure[] = [
      { name: `vehicles × closed days kept`, value: total, unit: 'vehicle-days' },
      { name: 'route vehicle-days stored', value: guardados, unit: 'vehicle-days' },
      { name: 'event vehicle-days stored', value: eventDays, unit: 'vehicle-days' },
      { name: 'route vehicle-days stored per minute', value: perMinute, unit: '/min' },
      { name: `arithmetic: ${SHARE} of the spare units, 5 per 7 days`, value: expectedPerMinute, unit: '/min' },
      { name: 'measured ÷ arithmetic', value: perMinute / expectedPerMinute, unit: '×' },
      { name: 'units per minute: the sync', value: syncUnits / minutes, unit: 'u/min' },
      { name: 'units per minute: everything else (live polls)', value: othersPerMinute, unit: 'u/min' },
      { name: 'share of the spare units the sync used', value: syncUnits / minutes / (LIMIT - othersPerMinute), unit: '', goal: { op: '<=', value: SHARE } },
      { name: 'answers 429', value: throttled, unit: '', goal: { op: '=', value: 0 } },
      { name: 'time to hold them all at this pace', value: (total - guardados) / perMinute / 60, unit: 'h' },
      { name: 'per 1,000 vehicle-days: route_day (routes + facts)', value: per1000(routeTable, guardados), unit: 'MB' },
      { name: '  of which the route column (puntos)', value: per1000(columns.puntos, guardados), unit: 'MB' },
      { name: '  of which the facts columns (hechos_*)', value: per1000(columns.facts, guardados), unit: 'MB' },
      { name: '    trips and stops (hechos_piezas)', value: per1000(columns.piezas, guardados), unit: 'MB' },
      { name: '    hechos_piezas as written, before TOAST', value: per1000(columns.written, guardados), unit: 'MB' },
      { name: 'per 1,000 vehicle-days: event_day (events)', value: per1000(eventTable, eventDays), unit: 'MB' },
      { name: 'per 1,000 vehicle-days: routes, facts and events', value: per1000(routeTable, guardados) + per1000(eventTable, eventDays), unit: 'MB' },
    ];
    printFigures(`History sync — ${VEHICLES} vehicles, key of ${LIMIT} units/min, share ${SHARE}, ${minutes.toFixed(1)} min`, figures);
  } finally {
    gateway.close();
    await store.close();
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The whole table: heap, TOAST and indexes, as on disk after the sync wrote it. */
async function tableBytes(store: Store, table: 'route_day' | 'event_day'): Promise<number> {
  const [row] = await store.db.select({ bytes: sql<string>`pg_total_relation_size(${table}::regclass)::text` }).from(sql`(select 1) as one`);
  return Number(row?.bytes ?? 0);
}

/** Bytes stored per column (`pg_column_size`: after any compression TOAST applied), to tell the route from its facts. */
async function routeColumnBytes(store: Store): Promise<{ puntos: number; facts: number; piezas: number; written: number }> {
  const sum = (column: AnyColumn) => sql<string>`coalesce(sum(pg_column_size(${column})), 0)::text`;
  const [row] = await store.db
    .select({
      puntos: sum(routeDay.puntos),
      version: sum(routeDay.hechosVersion),
      resumen: sum(routeDay.hechosResumen),
      piezas: sum(routeDay.hechosPiezas),
      written: sql<string>`coalesce(sum(octet_length(${routeDay.hechosPiezas})), 0)::text`,
    })
    .from(routeDay);
  const piezas = Number(row?.piezas ?? 0);
  return { puntos: Number(row?.puntos ?? 0), facts: Number(row?.version ?? 0) + Number(row?.resumen ?? 0) + piezas, piezas, written: Number(row?.written ?? 0) };
}

await main();
