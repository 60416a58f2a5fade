import type { Punto } from '@/lib/fleet/schemas/recorrido';
import { formatApiDateTime } from '@/lib/fleet/time';
import { countEvents } from '@/lib/fleet/route-facts';
import { dayRange } from '@/lib/store/argentina-days';
import { deriveDayFacts, storedFacts } from '@/lib/store/day-facts';
import { encodeRoute } from '@/lib/store/route-codec';
import { eventDay, routeDay } from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { sql } from 'drizzle-orm';

/**
 * Synthetic closed days for the report benches. Deriving and encoding tens of thousands of days
 * would take minutes, so `TEMPLATES` day templates are made per day, and each vehicle-day is
 * inserted with its template's points and facts: rows as `putRouteDays` writes them.
 */
const TEMPLATES = 10;
const INSERT_CHUNK = 500;

export interface DayTemplate {
  puntos: Punto[];
  encoded: Uint8Array;
  facts: ReturnType<typeof storedFacts>;
}

/** A day of one template: parked until a start time, three drives of two hours with parked breaks, parked after. */
export function syntheticDay(dia: string, template: number): Punto[] {
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

/** The templates of every day, keyed `${dia} ${n}`. */
export function dayTemplates(dias: readonly string[]): Map<string, DayTemplate> {
  const templates = new Map<string, DayTemplate>();
  for (const dia of dias) {
    for (let n = 0; n < TEMPLATES; n++) {
      const puntos = syntheticDay(dia, n);
      templates.set(`${dia} ${n}`, { puntos, encoded: encodeRoute(puntos), facts: storedFacts(deriveDayFacts(dia, puntos)) });
    }
  }
  return templates;
}

/** The template a vehicle (by its position in the list) drives on a day. */
export const templateOf = (templates: Map<string, DayTemplate>, dia: string, vehicleIndex: number) => templates.get(`${dia} ${vehicleIndex % TEMPLATES}`)!;

/** Every vehicle-day's route (its template's) and two events (a speeding and a panic), then the planner's statistics. */
export async function fillReportDays(store: Store, vehiculos: readonly string[], dias: readonly string[], templates: Map<string, DayTemplate>) {
  const storedAt = new Date();
  const eventos = JSON.stringify(countEvents([{ tipo: 'exceso_velocidad', categoria: 'conduccion' }, { tipo: 'panico', categoria: 'seguridad' }]));
  const perInsert = Math.max(1, Math.floor(INSERT_CHUNK / dias.length));
  for (let v = 0; v < vehiculos.length; v += perInsert) {
    const group = vehiculos.slice(v, v + perInsert);
    const rows = group.flatMap((vehiculo, g) =>
      dias.map((dia) => {
        const t = templateOf(templates, dia, v + g);
        return { vehiculo, dia, patente: null, cantidadPuntos: t.puntos.length, distanciaKm: 0, puntos: t.encoded, storedAt, ...t.facts };
      }),
    );
    await store.db.insert(routeDay).values(rows).onConflictDoNothing();
    const events = group.flatMap((vehiculo) => dias.map((dia) => ({ vehiculo, dia, cantidad: 2, eventos: new Uint8Array(), storedAt, conteos: eventos })));
    await store.db.insert(eventDay).values(events);
  }
  for (const table of [sql`analyze route_day`, sql`analyze event_day`]) await store.db.execute(table);
}
