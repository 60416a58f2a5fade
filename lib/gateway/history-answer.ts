import 'server-only';
import type { HistorialMensaje } from '@/lib/fleet/flota-api';
import type { EventosEnvelope } from '@/lib/fleet/schemas/envelopes';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { TimeRange } from '@/lib/fleet/range';
import { formatApiDateTime } from '@/lib/fleet/time';
import { errorAnswer } from './error-response';
import { selectVehicles, type VehicleFilter } from './fleet-directory';
import type { Gateway } from './gateway';
import { planHistory, vehicleGroups, type HistoryPlan } from './history-plan';
import { byFecha, runHistory } from './history-run';
import { scopeSignature } from './scope-signature';

export interface HistoryQuery extends VehicleFilter {
  range: TimeRange;
  tipos?: readonly string[];
}

/** A history request: its plan, and how to run it until `signal` aborts. */
export async function prepareHistory(gateway: Gateway, query: HistoryQuery) {
  const index = (await gateway.directory.index('interactive')).value;
  const selected = selectVehicles(index, query);
  const soleClient = query.cliente?.length === 1 && !query.vehiculos?.length ? query.cliente[0] : undefined;
  const scope = [...index.byId.keys()];
  const planned = planHistory(query.range, vehicleGroups(scope, selected, soleClient));
  // A client's or the whole scope's query names no vehicles, but covers them all: kept days are per vehicle.
  const plan: HistoryPlan = { ...planned, parts: planned.parts.map((part) => ({ ...part, ids: part.vehiculos ?? selected ?? scope })) };
  const { cache, upstream, serviceClock, closedEventDays, loggedHistory } = gateway;
  const deps = {
    cache,
    upstream,
    serviceClock,
    closedDays: closedEventDays,
    loggedHistory,
    scope: scopeSignature(index),
    concurrency: gateway.env.FLOTA_HISTORY_CONCURRENCY,
  };
  return { plan, run: (signal: AbortSignal) => runHistory(plan, query.tipos, deps, signal) };
}

type Prepared = Awaited<ReturnType<typeof prepareHistory>>;

/** Every part merged, de-duplicated and ordered: `/api/eventos` with `Accept: application/json`. */
export async function collectHistory(prepared: Prepared, range: TimeRange, signal: AbortSignal): Promise<EventosEnvelope> {
  const datos: Evento[] = [];
  // One part may hold any number of events (91,401 for 500 vehicles over 7 days in the benchmark
  // fleet): spread into push's arguments, 200,000 overflow the stack. A loop has no such limit.
  for await (const message of prepared.run(signal)) {
    if (message.tipo === 'parte') for (const evento of message.eventos) datos.push(evento);
  }
  datos.sort(byFecha);
  return { datos, cantidad: datos.length, desde: formatApiDateTime(range.desde), hasta: formatApiDateTime(range.hasta) };
}

/**
 * The same as NDJSON, one `historialMensajeSchema` message per line, as the parts arrive. When
 * the browser goes away the stream is cancelled, and with it the parts still queued or in flight.
 */
export function streamHistory(prepared: Prepared, range: TimeRange, signal: AbortSignal, solicitud: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const stop = new AbortController();
  const messages = prepared.run(AbortSignal.any([signal, stop.signal]));
  let cantidad = 0;
  const line = (message: HistorialMensaje) => encoder.encode(`${JSON.stringify(message)}\n`);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await messages.next();
        if (!next.done) {
          if (next.value.tipo === 'parte') cantidad += next.value.eventos.length;
          return controller.enqueue(line(next.value));
        }
        controller.enqueue(line({ tipo: 'fin', cantidad, desde: formatApiDateTime(range.desde), hasta: formatApiDateTime(range.hasta) }));
      } catch (error) {
        if (signal.aborted) return;
        controller.enqueue(line({ tipo: 'error', error: errorAnswer(error, solicitud).body.error }));
      }
      stop.abort();
      controller.close();
    },
    async cancel() {
      stop.abort();
      await messages.return(undefined);
    },
  });
}
