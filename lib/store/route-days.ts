import 'server-only';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Punto } from '@/lib/fleet/schemas/recorrido';
import { checkDay } from './argentina-days';
import { deriveDayFacts, storedFacts } from './day-facts';
import { excluded } from './excluded';
import { decodeRoute, encodeRoute } from './route-codec';
import { routeDay } from './schema';
import type { Store } from './store';

/** A closed Argentina day of one vehicle's route, as the API answered it for that whole day. */
export interface RouteDay {
  vehiculo: string;
  dia: string;
  patente: string | null;
  distanciaKm: number;
  puntos: Punto[];
}

/** Rows per INSERT: a day is tens of kilobytes once encoded. */
const INSERT_CHUNK = 100;

/**
 * Keeps closed days of routes (a day that has ended never changes; the caller only passes those).
 * A day stored again replaces the one before. Its derived facts are derived here, once, and
 * written in the same row: reports read them instead of the points.
 */
export async function putRouteDays(store: Store, days: readonly RouteDay[]): Promise<void> {
  const storedAt = new Date(store.now());
  const rows = days.map((day) => ({
    vehiculo: day.vehiculo,
    dia: checkDay(day.dia),
    patente: day.patente,
    cantidadPuntos: day.puntos.length,
    distanciaKm: day.distanciaKm,
    puntos: encodeRoute(day.puntos),
    storedAt,
    ...storedFacts(deriveDayFacts(day.dia, day.puntos)),
  }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    await store.db
      .insert(routeDay)
      .values(chunk)
      .onConflictDoUpdate({
        target: [routeDay.vehiculo, routeDay.dia],
        set: {
          patente: excluded(routeDay.patente),
          cantidadPuntos: excluded(routeDay.cantidadPuntos),
          distanciaKm: excluded(routeDay.distanciaKm),
          puntos: excluded(routeDay.puntos),
          storedAt: excluded(routeDay.storedAt),
          hechosVersion: excluded(routeDay.hechosVersion),
          hechosResumen: excluded(routeDay.hechosResumen),
          hechosPiezas: excluded(routeDay.hechosPiezas),
        },
      });
  }
}

/** The days held of one vehicle's route from `desde` to `hasta` (days, both included), in order. */
export async function routeDays(store: Store, vehiculo: string, desde: string, hasta: string): Promise<RouteDay[]> {
  const rows = await store.db
    .select()
    .from(routeDay)
    .where(and(eq(routeDay.vehiculo, vehiculo), gte(routeDay.dia, checkDay(desde)), lte(routeDay.dia, checkDay(hasta))))
    .orderBy(asc(routeDay.dia));
  return rows.map((row) => ({
    vehiculo: row.vehiculo,
    dia: row.dia,
    patente: row.patente,
    distanciaKm: row.distanciaKm,
    puntos: decodeRoute(row.puntos),
  }));
}
