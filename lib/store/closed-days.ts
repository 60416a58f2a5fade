import 'server-only';
import { and, count, gte, inArray, lt, lte } from 'drizzle-orm';
import { checkDay, daysFrom } from './argentina-days';
import { eventDay, routeDay } from './schema';
import type { Store } from './store';

/** Which closed days: of routes, or of events. */
export type DayKind = 'rutas' | 'eventos';

export interface VehicleDays {
  vehiculo: string;
  dias: string[];
}

const TABLES = { rutas: routeDay, eventos: eventDay } as const;

/** The vehicle-days held for these vehicles from `desde` to `hasta` (days, both included). */
export async function heldDays(store: Store, kind: DayKind, vehiculos: readonly string[], desde: string, hasta: string): Promise<VehicleDays[]> {
  const table = TABLES[kind];
  const rows = await store.db
    .select({ vehiculo: table.vehiculo, dia: table.dia })
    .from(table)
    .where(and(inArray(table.vehiculo, [...vehiculos]), gte(table.dia, checkDay(desde)), lte(table.dia, checkDay(hasta))));
  const held = new Map<string, string[]>();
  for (const { vehiculo, dia } of rows) {
    let dias = held.get(vehiculo);
    if (!dias) held.set(vehiculo, (dias = []));
    dias.push(dia);
  }
  return vehiculos.flatMap((vehiculo) => {
    const dias = held.get(vehiculo);
    return dias ? [{ vehiculo, dias: dias.sort() }] : [];
  });
}

/** How many vehicle-days are held for these vehicles from `desde` to `hasta`: the history sync's progress. */
export async function countHeldDays(store: Store, kind: DayKind, vehiculos: readonly string[], desde: string, hasta: string): Promise<number> {
  if (vehiculos.length === 0) return 0;
  const table = TABLES[kind];
  const [row] = await store.db
    .select({ held: count() })
    .from(table)
    .where(and(inArray(table.vehiculo, [...vehiculos]), gte(table.dia, checkDay(desde)), lte(table.dia, checkDay(hasta))));
  return row?.held ?? 0;
}

/** The days still to be fetched, per vehicle (vehicles with none left out): what the history sync asks for. */
export async function missingDays(store: Store, kind: DayKind, vehiculos: readonly string[], desde: string, hasta: string): Promise<VehicleDays[]> {
  const all = daysFrom(desde, hasta);
  const held = new Map((await heldDays(store, kind, vehiculos, desde, hasta)).map((v) => [v.vehiculo, new Set(v.dias)]));
  return vehiculos.flatMap((vehiculo) => {
    const dias = all.filter((dia) => !held.get(vehiculo)?.has(dia));
    return dias.length > 0 ? [{ vehiculo, dias }] : [];
  });
}

/** Retention: removes the closed days before `before` (a day). */
export async function pruneClosedDays(store: Store, before: string): Promise<{ rutas: number; eventos: number }> {
  const cut = checkDay(before);
  const [rutas, eventos] = await Promise.all(
    [routeDay, eventDay].map(async (table) => (await store.db.delete(table).where(lt(table.dia, cut)).returning({ dia: table.dia })).length),
  );
  return { rutas: rutas ?? 0, eventos: eventos ?? 0 };
}
