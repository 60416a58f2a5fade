import type { Evento } from '../schemas/evento';
import type { RouteColumns } from './columns';
import { gpsLegsKm } from './distance';
import { countEvents } from './events';
import { DATA_GAP_MS } from './motion';
import { ROUTE_FACTS_VERSION, type RouteFacts, routeFactsSchema } from './schema';
import { DEFAULT_STOP_MS, findStops } from './stops';
import { measureNightKm, measureTotals } from './totals';
import { findTrips } from './trips';

export interface FactOptions {
  stopMs?: number;
  gapMs?: number;
}

/** The derived facts of a vehicle's points over a range (typically one Argentina day) and that range's events. */
export function deriveRouteFacts(columns: RouteColumns, eventos: readonly Evento[], options: FactOptions = {}): RouteFacts {
  const gapMs = options.gapMs ?? DATA_GAP_MS;
  const legs = gpsLegsKm(columns);
  const stops = findStops(columns, options.stopMs ?? DEFAULT_STOP_MS);
  const trips = findTrips(columns, stops, legs, gapMs);
  // Parsing strips the runs' point indices, which mean nothing once stored, and checks the shape.
  return routeFactsSchema.parse({
    version: ROUTE_FACTS_VERSION,
    desde: columns.desde,
    hasta: columns.hasta,
    trips,
    stops,
    totals: { ...measureTotals(columns, legs, gapMs), nightKm: measureNightKm(columns, legs, trips) },
    events: countEvents(eventos),
  });
}
