import 'server-only';
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import { type EventCounts, joinPieces, type JoinedPieces, ROUTE_FACTS_VERSION } from '@/lib/fleet/route-facts';
import { checkDay, daysFrom } from './argentina-days';
import { deriveStaleFacts } from './day-facts-backfill';
import { type DaySummary, type DayPieces, readPieces } from './day-facts';
import { eventDay, routeDay } from './schema';
import { summaryRows } from './summary-rows';
import type { Store } from './store';

/** Vehicles × days, both included: what a report covers. */
export interface ReportRange {
  vehiculos: readonly string[];
  desde: string;
  hasta: string;
}

export interface SummaryDay {
  vehiculo: string;
  dia: string;
  summary: DaySummary;
  /** That vehicle-day's event counts, or null when its events are not held. */
  events: EventCounts | null;
}

/**
 * The held vehicle-days of a range with their stored summaries and event counts, by vehicle and
 * day. Only the summary texts are read (never trips, stops nor points): 30,000 vehicle-days are
 * a primary-key range scan (`summary-rows.ts`). Days not derived yet (an older database, or
 * another facts version) are derived and stored first.
 */
export async function summaryDays(store: Store, range: ReportRange): Promise<SummaryDay[]> {
  if (range.vehiculos.length === 0) return [];
  let rows = await summaryRows(store, range.vehiculos, range.desde, range.hasta);
  if (rows.some((row) => row.version !== ROUTE_FACTS_VERSION || row.summary === null || (row.eventsHeld && row.events === null))) {
    await deriveStaleFacts(store, { vehiculos: range.vehiculos, dias: daysFrom(range.desde, range.hasta) });
    rows = await summaryRows(store, range.vehiculos, range.desde, range.hasta);
  }
  return rows.flatMap(({ vehiculo, dia, summary, events }) => (summary ? [{ vehiculo, dia, summary, events }] : []));
}

/**
 * Each vehicle's trips and stops over the range, a trip or stop cut by midnight made one again
 * (`joinPieces`) within each run of consecutive held days: across a day not held nothing is
 * joined, since what happened then is not known.
 */
export async function piecesOfDays(store: Store, range: ReportRange): Promise<Map<string, JoinedPieces>> {
  if (range.vehiculos.length === 0) return new Map();
  await deriveStaleFacts(store, { vehiculos: range.vehiculos, dias: daysFrom(range.desde, range.hasta) });
  const rows = await store.db
    .select({ vehiculo: routeDay.vehiculo, dia: routeDay.dia, piezas: routeDay.hechosPiezas })
    .from(routeDay)
    .where(within(routeDay, range))
    .orderBy(asc(routeDay.vehiculo), asc(routeDay.dia));
  const byVehicle = new Map<string, { dia: string; pieces: DayPieces }[]>();
  for (const row of rows) {
    if (row.piezas === null) continue;
    let days = byVehicle.get(row.vehiculo);
    if (!days) byVehicle.set(row.vehiculo, (days = []));
    days.push({ dia: row.dia, pieces: readPieces(row.piezas) });
  }
  return new Map([...byVehicle].map(([vehiculo, days]) => [vehiculo, joinConsecutive(days)]));
}

function joinConsecutive(days: readonly { dia: string; pieces: DayPieces }[]): JoinedPieces {
  const joined: JoinedPieces = { trips: [], stops: [] };
  let run: DayPieces[] = [];
  let previous: string | null = null;
  const flush = () => {
    const { trips, stops } = joinPieces(run);
    joined.trips.push(...trips);
    joined.stops.push(...stops);
    run = [];
  };
  for (const { dia, pieces } of days) {
    if (previous !== null && !isNextDay(previous, dia)) flush();
    run.push(pieces);
    previous = dia;
  }
  flush();
  return joined;
}

function isNextDay(previous: string, dia: string): boolean {
  return Date.parse(`${dia}T00:00:00Z`) - Date.parse(`${previous}T00:00:00Z`) === 86_400_000;
}

function within(table: typeof routeDay | typeof eventDay, range: ReportRange) {
  return and(inArray(table.vehiculo, [...range.vehiculos]), gte(table.dia, checkDay(range.desde)), lte(table.dia, checkDay(range.hasta)));
}

