import { type Page, expect } from '@playwright/test';
import { type Evento } from '@/lib/fleet/schemas/evento';
import type { Recorrido } from '@/lib/fleet/schemas/recorrido';
import { eventosEnvelopeSchema } from '@/lib/fleet/schemas/envelopes';
import { formatApiDateTime } from '@/lib/fleet/time';
import { DEFAULT_STOP_MINUTES } from '@/lib/client/replay/replay-settings';
import { detectStops } from '@/lib/client/replay/stops';
import { buildTrack } from '@/lib/client/replay/track';
import { fetchRoute } from './replay-journey';

/** The suite's embedded API and the key playwright.config.ts gives the app. */
const SIM_URL = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? 4110}`;
const KEY = 'svc_live_e2e_central';
const CLIENT = 'cli_1001';

const HOUR_MS = 3_600_000;
/** The range shown: this much route before and after the chosen event. */
const AROUND_MS = 2 * HOUR_MS;
/** Driving events only: a parked vehicle's events pile up on its stop or on the route's ends. */
const MIN_SPEED_KMH = 20;
/** Routes read while choosing (each costs the key 5 of its 120 units a minute). */
const ROUTES_TRIED = 2;

export type PlacedApiEvent = Evento & { latitud: number; longitud: number };

export type EventChoice = {
  vehiculo: string;
  desde: number;
  hasta: number;
  /** The route, as the page gets it. */
  recorrido: Recorrido;
  evento: PlacedApiEvent;
  /** Every event of the range with a place, the chosen one included. */
  eventos: PlacedApiEvent[];
};

const hasPlace = (e: Evento): e is PlacedApiEvent => e.latitud !== null && e.longitud !== null;

/** Web Mercator, in units of the world's width: distances there are proportional to pixels at any zoom. */
function mercator(lon: number, lat: number): { x: number; y: number } {
  return { x: (lon + 180) / 360, y: (1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2 };
}

/** The events of the last 7 days of the client's whole fleet, straight from the embedded API. */
async function recentFleetEvents(page: Page, hasta: number): Promise<PlacedApiEvent[]> {
  const params = new URLSearchParams({ cliente: CLIENT, desde: formatApiDateTime(hasta - 7 * 24 * HOUR_MS), hasta: formatApiDateTime(hasta) });
  const answer = await page.request.get(`${SIM_URL}/v1/eventos?${params}`, { headers: { authorization: `Bearer ${KEY}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return eventosEnvelopeSchema.parse(await answer.json()).datos.filter(hasPlace);
}

/**
 * How clear an event stands of the route's ends and stops and of the other events' places, as a share
 * of the route's extent: the fitted map shows that extent over a few hundred pixels.
 */
function clearance(evento: PlacedApiEvent, others: readonly PlacedApiEvent[], ends: readonly { longitud: number; latitud: number }[], extent: number): number {
  const at = mercator(evento.longitud, evento.latitud);
  const apart = (p: { longitud: number; latitud: number }) => {
    const q = mercator(p.longitud, p.latitud);
    return Math.hypot(q.x - at.x, q.y - at.y);
  };
  const near = [...others.filter((o) => o.id !== evento.id), ...ends].map(apart);
  return Math.min(...near) / extent;
}

/**
 * A vehicle, a range within the last days and, in it, a driving event whose place stands
 * clearest of the route's ends and of the range's other events, chosen from what the
 * embedded API answers now (so neither the weekday nor the fleet's details matter).
 */
export async function chooseClearEvent(page: Page): Promise<EventChoice> {
  const now = Math.floor(Date.now() / 1000) * 1000 - 60_000;
  const fleet = await recentFleetEvents(page, now);
  const driving = fleet.filter((e) => (e.velocidad_kmh ?? 0) >= MIN_SPEED_KMH && Date.parse(e.fecha) + AROUND_MS <= now);
  // The fewer events around it the better: each one is a circle that could sit in the way.
  const crowd = (e: PlacedApiEvent) => fleet.filter((o) => o.vehiculo === e.vehiculo && Math.abs(Date.parse(o.fecha) - Date.parse(e.fecha)) <= AROUND_MS).length;
  const ranked = driving.map((e) => ({ e, crowd: crowd(e) })).sort((a, b) => a.crowd - b.crowd);
  const tried = new Set<string>();
  let best: (EventChoice & { score: number }) | undefined;
  for (const { e } of ranked) {
    if (tried.size >= ROUTES_TRIED) break;
    if (tried.has(e.vehiculo)) continue;
    tried.add(e.vehiculo);
    const desde = Date.parse(e.fecha) - AROUND_MS;
    const hasta = Date.parse(e.fecha) + AROUND_MS;
    const recorrido = (await fetchRoute(page, e.vehiculo, desde, hasta)).datos;
    const { puntos } = recorrido;
    if (puntos.length < 2) continue;
    const xs = puntos.map((p) => mercator(p.longitud, p.latitud));
    const extent = Math.max(Math.max(...xs.map((p) => p.x)) - Math.min(...xs.map((p) => p.x)), Math.max(...xs.map((p) => p.y)) - Math.min(...xs.map((p) => p.y)));
    const eventos = fleet.filter((o) => o.vehiculo === e.vehiculo && Date.parse(o.fecha) >= desde && Date.parse(o.fecha) <= hasta);
    const candidates = eventos.filter((o) => (o.velocidad_kmh ?? 0) >= MIN_SPEED_KMH);
    // The route's ends and its stops are drawn too: the spec needs the event clear of them all.
    const stops = detectStops(buildTrack(recorrido), DEFAULT_STOP_MINUTES * 60_000).map((stop) => ({ longitud: stop.lon, latitud: stop.lat }));
    for (const evento of candidates) {
      const score = extent > 0 ? clearance(evento, eventos, [puntos[0]!, puntos.at(-1)!, ...stops], extent) : 0;
      if (!best || score > best.score) best = { vehiculo: e.vehiculo, desde, hasta, recorrido, evento, eventos, score };
    }
  }
  if (!best) throw new Error('ningún vehículo del cliente tuvo eventos andando en los últimos 7 días');
  return best;
}
