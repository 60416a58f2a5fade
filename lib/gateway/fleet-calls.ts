import 'server-only';
import type { z } from 'zod';
import { clienteIdSchema, vehiculoIdSchema } from '@/lib/fleet/ids';
import type { TimeRange } from '@/lib/fleet/range';
import {
  catalogoEnvelopeSchema,
  clientesEnvelopeSchema,
  estadoEnvelopeSchema,
  eventosEnvelopeSchema,
  posicionesEnvelopeSchema,
  recorridoEnvelopeSchema,
  vehiculoEnvelopeSchema,
  vehiculosEnvelopeSchema,
} from '@/lib/fleet/schemas/envelopes';
import type { Permiso } from '@/lib/fleet/schemas/estado';
import { tipoEventoNombreSchema } from '@/lib/fleet/schemas/evento';
import { formatApiDateTime } from '@/lib/fleet/time';

/** One upstream request, fully described: what it asks, what it costs, how its answer is checked. */
export interface FleetCall<S extends z.ZodType = z.ZodType> {
  path: string;
  query: Record<string, string>;
  schema: S;
  /** Units it spends from the key's budget (docs/fleet-api.md#endpoints-and-costs). */
  cost: 1 | 5;
  /** History queries (routes, events) also count against the in-flight limit of the key. */
  history: boolean;
  /** The permission it needs, to name it when the key lacks it. */
  permiso: Permiso | null;
}

/** A stable text for a call, used as the cache key: equal calls coalesce. */
export function callKey(call: FleetCall): string {
  const query = new URLSearchParams(Object.entries(call.query).sort(([a], [b]) => a.localeCompare(b)));
  const text = query.toString();
  return text ? `${call.path}?${text}` : call.path;
}

// Ids are checked again here, whatever the caller did: nothing unvalidated reaches an upstream URL.
const vehiculoPath = (id: string) => `/v1/vehiculos/${encodeURIComponent(vehiculoIdSchema.parse(id))}`;
const vehiculosList = (ids: readonly string[]) => ids.map((id) => vehiculoIdSchema.parse(id)).join(',');

function light<S extends z.ZodType>(path: string, schema: S, permiso: Permiso | null, query = {}): FleetCall<S> {
  return { path, query, schema, cost: 1, history: false, permiso };
}

/** Without `hasta` the service takes its own "now" (docs/fleet-api.md#ranges), which no clock skew can put in its future. */
function rangeQuery(range: { desde: number; hasta?: number }): Record<string, string> {
  const query: Record<string, string> = { desde: formatApiDateTime(range.desde) };
  if (range.hasta !== undefined) query.hasta = formatApiDateTime(range.hasta);
  return query;
}

export interface EventosQuery {
  range: { desde: number; hasta?: number };
  cliente?: string;
  vehiculos?: readonly string[];
  tipos?: readonly string[];
}

export const fleetCalls = {
  estado: () => light('/v1/estado', estadoEnvelopeSchema, null),
  catalogo: () => light('/v1/catalogo/eventos', catalogoEnvelopeSchema, null),
  clientes: () => light('/v1/clientes', clientesEnvelopeSchema, null),
  vehiculos: () => light('/v1/vehiculos', vehiculosEnvelopeSchema, null),
  vehiculo: (id: string) => light(vehiculoPath(id), vehiculoEnvelopeSchema, null),
  posiciones: () => light('/v1/posiciones', posicionesEnvelopeSchema, 'posiciones'),
  recorrido: (id: string, range: TimeRange): FleetCall<typeof recorridoEnvelopeSchema> => ({
    path: `${vehiculoPath(id)}/recorrido`,
    query: rangeQuery(range),
    schema: recorridoEnvelopeSchema,
    cost: 5,
    history: true,
    permiso: 'recorridos',
  }),
  eventos: (q: EventosQuery): FleetCall<typeof eventosEnvelopeSchema> => {
    const query = rangeQuery(q.range);
    if (q.cliente) query.cliente = clienteIdSchema.parse(q.cliente);
    if (q.vehiculos?.length) query.vehiculos = vehiculosList(q.vehiculos);
    if (q.tipos?.length) query.tipos = q.tipos.map((t) => tipoEventoNombreSchema.parse(t)).join(',');
    return { path: '/v1/eventos', query, schema: eventosEnvelopeSchema, cost: 5, history: true, permiso: 'eventos' };
  },
};
