import { type Page, expect } from '@playwright/test';
import { type Evento } from '@/lib/fleet/schemas/evento';
import type { Recorrido } from '@/lib/fleet/schemas/recorrido';
import { eventosEnvelopeSchema } from '@/lib/fleet/schemas/envelopes';
import { formatApiDateTime } from '@/lib/fleet/time';
import { DEFAULT_STOP_MINUTES } from '@/lib/client/replay/replay-settings';
import { detectStops } from '@/lib/client/replay/stops';
import { buildTrack } from '@/lib/client/replay/track';
import { fetchRoute } from './replay-journey';
import { type LonLat, type MapArea, fittedProjection } from './support/fitted-view';
import { apart } from './support/map-hit';
import { E2E_START } from './support/fleet-clock';

/** The suite's embedded API and the key playwright.config.ts gives the app. */
const SIM_URL = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? 4110}`;
const KEY = 'svc_live_e2e_central';
const CLIENT = 'cli_1001';

const MINUTE_MS = 60_000;
/** The API's longest range: the events and routes read while choosing cover the last week. */
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;
/** A driving event with no other of its vehicle this close in time is a likely clear one. */
const LONELY_MS = 10 * MINUTE_MS;
/**
 * The range shown is this much either side of the chosen event. The map frames whatever range it
 * shows over the same pixels, so a shorter one spreads fewer events and stops over them.
 */
const HALF_RANGES_MS = [20, 40, 80].map((m) => m * MINUTE_MS);
/** Driving events only: a parked vehicle's events pile up on its stop or on the route's ends. */
const MIN_SPEED_KMH = 20;
/** Week-long routes read while choosing (each costs the key 5 of its 120 units a minute). */
const ROUTES_TRIED = 2;
/** How many choices to offer, best first, should the screen not match the estimate. */
const CHOICES = 3;

export type PlacedApiEvent = Evento & { latitud: number; longitud: number };

export type EventChoice = {
  vehiculo: string;
  desde: number;
  hasta: number;
  /** The range's route, as the page gets it. */
  recorrido: Recorrido;
  evento: PlacedApiEvent;
  /** Every event of the range with a place, the chosen one included. */
  eventos: PlacedApiEvent[];
  /** The estimated pixels between the event and the nearest other event, stop or end of the route. */
  room: number;
};

/** The map the spec will show, as far as it is known before the page opens; `edge` is the band along its sides where controls sit. */
export type ExpectedMap = MapArea & { edge: number };

const hasPlace = (e: Evento): e is PlacedApiEvent => e.latitud !== null && e.longitud !== null;
const at = (e: { fecha: string }) => Date.parse(e.fecha);

/** The events of the client's whole fleet in the range, straight from the embedded API. */
async function recentFleetEvents(page: Page, desde: number, hasta: number): Promise<PlacedApiEvent[]> {
  const params = new URLSearchParams({ cliente: CLIENT, desde: formatApiDateTime(desde), hasta: formatApiDateTime(hasta) });
  const answer = await page.request.get(`${SIM_URL}/v1/eventos?${params}`, { headers: { authorization: `Bearer ${KEY}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return eventosEnvelopeSchema.parse(await answer.json()).datos.filter(hasPlace);
}

/**
 * The part of a route within [desde, hasta]: the API answers a range with exactly its points.
 * `times` are the points' instants, parsed once for the many ranges cut from one route.
 */
function subRoute(recorrido: Recorrido, times: readonly number[], desde: number, hasta: number): Recorrido {
  const puntos = recorrido.puntos.filter((_, k) => times[k]! >= desde && times[k]! <= hasta);
  return { ...recorrido, desde: formatApiDateTime(desde), hasta: formatApiDateTime(hasta), cantidad_puntos: puntos.length, puntos };
}

/** The route's ends (pins) and stops (circles): a tap beside an event must not reach them either. */
export function routePlaces(recorrido: Recorrido): LonLat[] {
  const stops = detectStops(buildTrack(recorrido), DEFAULT_STOP_MINUTES * MINUTE_MS).map((s) => ({ longitud: s.lon, latitud: s.lat }));
  return [recorrido.puntos[0]!, recorrido.puntos.at(-1)!, ...stops];
}

/** How clear, in estimated pixels, the event stands once the map frames the range; 0 when it lies in the band of the controls. */
function estimatedRoom(evento: PlacedApiEvent, eventos: readonly PlacedApiEvent[], recorrido: Recorrido, map: ExpectedMap): number {
  const project = fittedProjection(recorrido.puntos, map);
  const p = project(evento);
  const legendTop = map.height - map.bottomPadding + map.padding;
  if (p.x < map.edge || p.x > map.width - map.edge || p.y < map.edge || p.y > legendTop - map.edge) return 0;
  const others = [...eventos.filter((o) => o.id !== evento.id), ...routePlaces(recorrido)];
  return Math.min(...others.map((o) => apart(project(o), p)));
}

/**
 * The vehicles with the most driving events that stand alone (no other event of theirs within
 * LONELY_MS), most first: their routes hold the most candidates.
 */
function loneliestDrivers(fleet: readonly PlacedApiEvent[]): string[] {
  // The events come in time order: a neighbour in the vehicle's own list is its nearest in time.
  const own = new Map<string, PlacedApiEvent[]>();
  for (const e of fleet) {
    const list = own.get(e.vehiculo) ?? [];
    if (list.length === 0) own.set(e.vehiculo, list);
    list.push(e);
  }
  const lonely = (list: PlacedApiEvent[]) =>
    list.filter((e, k) => (e.velocidad_kmh ?? 0) >= MIN_SPEED_KMH && [list[k - 1], list[k + 1]].every((o) => !o || Math.abs(at(o) - at(e)) > LONELY_MS)).length;
  return [...own].map(([vehiculo, list]) => ({ vehiculo, lonely: lonely(list) })).sort((a, b) => b.lonely - a.lonely).map((c) => c.vehiculo);
}

/** Every range of HALF_RANGES_MS around a driving event of the route, with its estimated room. */
function choicesOnRoute(vehiculo: string, recorrido: Recorrido, fleet: readonly PlacedApiEvent[], map: ExpectedMap): EventChoice[] {
  const [desde, hasta] = [Date.parse(recorrido.desde), Date.parse(recorrido.hasta)];
  const own = fleet.filter((o) => o.vehiculo === vehiculo && at(o) >= desde && at(o) <= hasta);
  const times = recorrido.puntos.map(at);
  const choices: EventChoice[] = [];
  for (const evento of own.filter((o) => (o.velocidad_kmh ?? 0) >= MIN_SPEED_KMH)) {
    for (const half of HALF_RANGES_MS) {
      const range = { desde: at(evento) - half, hasta: at(evento) + half };
      if (range.desde < desde || range.hasta > hasta) continue;
      const part = subRoute(recorrido, times, range.desde, range.hasta);
      if (part.puntos.length < 2) continue;
      const eventos = own.filter((o) => at(o) >= range.desde && at(o) <= range.hasta);
      choices.push({ vehiculo, ...range, recorrido: part, evento, eventos, room: estimatedRoom(evento, eventos, part, map) });
    }
  }
  return choices;
}

/**
 * Vehicles, ranges within the last days and, in each, a driving event that should stand clear on
 * the map of the events, stops and route ends around it: the best few, best first, chosen from what
 * the embedded API answers now (so neither the weekday nor the hour nor the fleet's details matter).
 */
export async function chooseClearEvents(page: Page, map: ExpectedMap): Promise<EventChoice[]> {
  const now = E2E_START;
  const desde = now - WEEK_MS;
  const fleet = await recentFleetEvents(page, desde, now);
  const choices: EventChoice[] = [];
  for (const vehiculo of loneliestDrivers(fleet).slice(0, ROUTES_TRIED)) {
    const recorrido = (await fetchRoute(page, vehiculo, desde, now)).datos;
    choices.push(...choicesOnRoute(vehiculo, recorrido, fleet, map));
  }
  const best = choices.filter((c) => c.room > 0).sort((a, b) => b.room - a.room);
  const distinct = best.filter((c, k) => best.findIndex((o) => o.evento.id === c.evento.id) === k);
  if (distinct.length === 0) throw new Error('ningún vehículo del cliente tuvo eventos andando lejos de los bordes del mapa en los últimos 7 días');
  return distinct.slice(0, CHOICES);
}
