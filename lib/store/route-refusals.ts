import 'server-only';
import { eq } from 'drizzle-orm';
import { routeRefusal } from './schema';
import type { Store } from './store';

/** A refusal stands this long; then the vehicle is asked again (a key's scope or a service may change). */
export const ROUTE_REFUSAL_MS = 24 * 3_600_000;

/** The service said for good that it keeps no routes of this vehicle: kept, or its time renewed. */
export async function recordRouteRefusal(store: Store, vehiculo: string, codigo: string, at: number): Promise<void> {
  await store.db
    .insert(routeRefusal)
    .values({ vehiculo, codigo, at: new Date(at) })
    .onConflictDoUpdate({ target: routeRefusal.vehiculo, set: { codigo, at: new Date(at) } });
}

/** The service gave this vehicle's routes after all. */
export async function clearRouteRefusal(store: Store, vehiculo: string): Promise<void> {
  await store.db.delete(routeRefusal).where(eq(routeRefusal.vehiculo, vehiculo));
}

/** Every refused vehicle, and when the service last refused it (epoch ms). */
export async function routeRefusals(store: Store): Promise<Map<string, number>> {
  const rows = await store.db.select({ vehiculo: routeRefusal.vehiculo, at: routeRefusal.at }).from(routeRefusal);
  return new Map(rows.map((row) => [row.vehiculo, row.at.getTime()]));
}

/** The refusals that still stand at `now`: those vehicles are not asked. */
export function standingRefusals(refusals: ReadonlyMap<string, number>, now: number): Set<string> {
  return new Set([...refusals].filter(([, at]) => now - at < ROUTE_REFUSAL_MS).map(([vehiculo]) => vehiculo));
}
