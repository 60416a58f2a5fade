import { performance } from 'node:perf_hooks';
import { splitLines } from '@/lib/client/events/split-lines';
import { historialMensajeSchema } from '@/lib/fleet/flota-api';
import { HISTORY_WINDOW_MS } from '@/lib/fleet/range';
import { formatApiDateTime } from '@/lib/fleet/time';
import { fleetNowOf } from '../e2e/support/fleet-clock';

/**
 * 90 days × 1,000 vehicles through `/api/eventos` with the API's default budget (120 units a
 * minute): how many upstream calls, whether any was refused with 429, and how often progress
 * reached the reader. Counts come from the embedded API's own `/_sim/stats`.
 */
export interface PlanFigures {
  partes: number;
  llamadas: number;
  rechazos429: number;
  unidades: number;
  eventos: number;
  segundos: number;
  /** Longest wait between two progress messages. */
  maxEntreAvisosS: number;
  avisosDeParte: number;
  hechasEnOrden: boolean;
}

interface SimStats {
  por_ruta: { ruta: string; solicitudes: number; unidades: number; por_estado: Record<string, number> }[];
}

async function eventsRoute(simUrl: string): Promise<SimStats['por_ruta'][number]> {
  const stats = (await (await fetch(`${simUrl}/_sim/stats`)).json()) as SimStats;
  return stats.por_ruta.find((r) => r.ruta === '/v1/eventos') ?? { ruta: '/v1/eventos', solicitudes: 0, unidades: 0, por_estado: {} };
}

export async function measurePlan(appUrl: string, simUrl: string, cookie: string): Promise<PlanFigures> {
  const before = await eventsRoute(simUrl);
  // The 90 days count back from the fleet's now, not the machine's.
  const now = await fleetNowOf(simUrl);
  const params = new URLSearchParams({ desde: formatApiDateTime(now - HISTORY_WINDOW_MS + 120_000), hasta: formatApiDateTime(now) });
  const start = performance.now();
  const response = await fetch(`${appUrl}/api/eventos?${params}`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`/api/eventos answered ${response.status}`);

  // From the click on, so the wait for the plan counts too.
  const arrivals: number[] = [start];
  const hechas: number[] = [];
  let partes = 0;
  let eventos = 0;
  const lines = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(splitLines()).getReader();
  for (let read = await lines.read(); !read.done; read = await lines.read()) {
    const message = historialMensajeSchema.parse(JSON.parse(read.value));
    arrivals.push(performance.now());
    if (message.tipo === 'plan') partes = message.partes;
    if (message.tipo === 'parte') {
      hechas.push(message.hechas);
      eventos += message.eventos.length;
    }
    if (message.tipo === 'error') throw new Error(`${message.error.codigo}: ${message.error.mensaje}`);
  }
  const segundos = (performance.now() - start) / 1000;
  const after = await eventsRoute(simUrl);
  const gaps = arrivals.slice(1).map((t, i) => t - (arrivals[i] as number));
  return {
    partes,
    llamadas: after.solicitudes - before.solicitudes,
    rechazos429: (after.por_estado['429'] ?? 0) - (before.por_estado['429'] ?? 0),
    unidades: after.unidades - before.unidades,
    eventos,
    segundos,
    maxEntreAvisosS: Math.max(0, ...gaps) / 1000,
    avisosDeParte: hechas.length,
    hechasEnOrden: hechas.every((n, i) => n === i + 1),
  };
}
