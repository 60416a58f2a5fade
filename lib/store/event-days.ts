import 'server-only';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { and, gte, inArray, lte } from 'drizzle-orm';
import { argentinaDay } from '@/lib/fleet/time';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { countEvents } from '@/lib/fleet/route-facts';
import { checkDay } from './argentina-days';
import { excluded } from './excluded';
import { eventDay } from './schema';
import type { Store } from './store';

/** What one events query answered for its vehicles over whole closed days. */
export interface EventDaysAnswer {
  vehiculos: readonly string[];
  /** Argentina days (`yyyy-mm-dd`) the query covered from start to end. */
  dias: readonly string[];
  eventos: readonly Evento[];
}

const INSERT_CHUNK = 500;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

/**
 * Keeps closed days of events, one row per vehicle-day, written for every vehicle and day the
 * query covered: a day without events is held too, as a day known to have none.
 */
export async function putEventDays(store: Store, answer: EventDaysAnswer): Promise<void> {
  const dias = new Set(answer.dias.map(checkDay));
  const vehiculos = new Set(answer.vehiculos);
  const byDay = new Map<string, Evento[]>();
  for (const evento of answer.eventos) {
    const key = dayKey(evento.vehiculo, argentinaDay(Date.parse(evento.fecha)));
    if (!vehiculos.has(evento.vehiculo) || !dias.has(key.slice(-10))) {
      throw new RangeError(`el evento ${evento.id} no cae en los vehículos y días de la consulta`);
    }
    let list = byDay.get(key);
    if (!list) byDay.set(key, (list = []));
    list.push(evento);
  }
  const storedAt = new Date(store.now());
  const rows = [...vehiculos].flatMap((vehiculo) =>
    [...dias].map((dia) => {
      const eventos = byDay.get(dayKey(vehiculo, dia)) ?? [];
      return { vehiculo, dia, cantidad: eventos.length, eventos: pack(eventos), storedAt, conteos: JSON.stringify(countEvents(eventos)) };
    }),
  );
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await store.db
      .insert(eventDay)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoUpdate({
        target: [eventDay.vehiculo, eventDay.dia],
        set: {
          cantidad: excluded(eventDay.cantidad),
          eventos: excluded(eventDay.eventos),
          storedAt: excluded(eventDay.storedAt),
          conteos: excluded(eventDay.conteos),
        },
      });
  }
}

/**
 * The held events of these vehicles over these days (both included), by time then id; `tipos`
 * keeps only those types. Vehicle-days not held are simply absent: ask `missingDays` first.
 */
export async function eventsOfDays(
  store: Store,
  query: { vehiculos: readonly string[]; desde: string; hasta: string; tipos?: readonly string[] },
): Promise<Evento[]> {
  const rows = await store.db
    .select({ eventos: eventDay.eventos })
    .from(eventDay)
    .where(
      and(
        inArray(eventDay.vehiculo, [...query.vehiculos]),
        gte(eventDay.dia, checkDay(query.desde)),
        lte(eventDay.dia, checkDay(query.hasta)),
      ),
    );
  const tipos = query.tipos ? new Set(query.tipos) : null;
  const eventos = rows.flatMap((row) => unpackEvents(row.eventos)).filter((evento) => !tipos || tipos.has(evento.tipo));
  const at = new Map(eventos.map((evento) => [evento, Date.parse(evento.fecha)]));
  return eventos.sort((a, b) => (at.get(a) as number) - (at.get(b) as number) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function dayKey(vehiculo: string, dia: string): string {
  return `${vehiculo} ${dia}`;
}

function pack(eventos: readonly Evento[]): Uint8Array {
  return brotliCompressSync(Buffer.from(JSON.stringify(eventos)), BROTLI);
}

export function unpackEvents(bytes: Uint8Array): Evento[] {
  return JSON.parse(brotliDecompressSync(bytes).toString('utf8')) as Evento[];
}
