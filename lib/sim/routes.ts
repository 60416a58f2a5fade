import type { z } from 'zod';
import type { Permiso } from '@/lib/fleet/schemas/estado';
import {
  catalogoEnvelopeSchema,
  clientesEnvelopeSchema,
  estadoEnvelopeSchema,
  eventosEnvelopeSchema,
  posicionEnvelopeSchema,
  posicionesEnvelopeSchema,
  recorridoEnvelopeSchema,
  vehiculoEnvelopeSchema,
  vehiculosEnvelopeSchema,
} from '@/lib/fleet/schemas/envelopes';
import { catalogo } from './handlers/catalogo';
import { clientes } from './handlers/clientes';
import type { Handler } from './handlers/context';
import { estado } from './handlers/estado';
import { eventos, vehicleEventos } from './handlers/eventos';
import { posicion, posiciones } from './handlers/posiciones';
import { recorrido } from './handlers/recorrido';
import { vehiculo, vehiculos } from './handlers/vehiculos';

export type QueryParam = 'cliente' | 'vehiculos' | 'tipos' | 'desde' | 'hasta';

/** The endpoint table of docs/fleet-api.md#endpoints-and-costs: permission, cost, handler and what the OpenAPI says of it. */
export interface RouteDef {
  template: string;
  permiso: Permiso | null;
  cost: 1 | 5;
  /** Route and event queries: they count against `historyQueriesInFlight` and may fail with 503. */
  history: boolean;
  handler: Handler;
  operationId: string;
  summary: string;
  query: readonly QueryParam[];
  response: z.ZodType;
  /** Error statuses this route can answer, besides 401, 403, 429 and 500 that every route can. */
  errors: readonly number[];
}

type RouteSpec = Omit<RouteDef, 'template'>;

const TABLE: Record<string, RouteSpec> = {
  '/v1/estado': {
    permiso: null, cost: 1, history: false, handler: estado, operationId: 'obtenerEstado',
    summary: 'Estado de la clave y del servicio', query: [], response: estadoEnvelopeSchema, errors: [],
  },
  '/v1/catalogo/eventos': {
    permiso: null, cost: 1, history: false, handler: catalogo, operationId: 'listarTiposDeEvento',
    summary: 'Catálogo de tipos de evento', query: [], response: catalogoEnvelopeSchema, errors: [],
  },
  '/v1/clientes': {
    permiso: null, cost: 1, history: false, handler: clientes, operationId: 'listarClientes',
    summary: 'Clientes que ve la clave', query: [], response: clientesEnvelopeSchema, errors: [],
  },
  '/v1/vehiculos': {
    permiso: null, cost: 1, history: false, handler: vehiculos, operationId: 'listarVehiculos',
    summary: 'Vehículos', query: ['cliente', 'vehiculos'], response: vehiculosEnvelopeSchema, errors: [400, 404],
  },
  '/v1/vehiculos/{id}': {
    permiso: null, cost: 1, history: false, handler: vehiculo, operationId: 'obtenerVehiculo',
    summary: 'Un vehículo', query: [], response: vehiculoEnvelopeSchema, errors: [404],
  },
  '/v1/posiciones': {
    permiso: 'posiciones', cost: 1, history: false, handler: posiciones, operationId: 'listarPosiciones',
    summary: 'Últimas posiciones', query: ['cliente', 'vehiculos'], response: posicionesEnvelopeSchema, errors: [400, 404],
  },
  '/v1/vehiculos/{id}/posicion': {
    permiso: 'posiciones', cost: 1, history: false, handler: posicion, operationId: 'obtenerPosicion',
    summary: 'Última posición de un vehículo', query: [], response: posicionEnvelopeSchema, errors: [404],
  },
  '/v1/vehiculos/{id}/recorrido': {
    permiso: 'recorridos', cost: 5, history: true, handler: recorrido, operationId: 'obtenerRecorrido',
    summary: 'Recorrido de un vehículo', query: ['desde', 'hasta'], response: recorridoEnvelopeSchema,
    errors: [400, 404, 501, 503],
  },
  '/v1/eventos': {
    permiso: 'eventos', cost: 5, history: true, handler: eventos, operationId: 'listarEventos',
    summary: 'Eventos de la flota', query: ['desde', 'hasta', 'cliente', 'vehiculos', 'tipos'],
    response: eventosEnvelopeSchema, errors: [400, 404, 503],
  },
  '/v1/vehiculos/{id}/eventos': {
    permiso: 'eventos', cost: 5, history: true, handler: vehicleEventos, operationId: 'listarEventosDeVehiculo',
    summary: 'Eventos de un vehículo', query: ['desde', 'hasta', 'tipos'], response: eventosEnvelopeSchema,
    errors: [400, 404, 503],
  },
};

export const ROUTES: readonly RouteDef[] = Object.entries(TABLE).map(([template, spec]) => ({ template, ...spec }));

const MATCHERS = ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.template.replace('{id}', '([^/]+)')}$`),
}));

export function matchRoute(pathname: string): { route: RouteDef; pathId: string } | null {
  for (const { route, pattern } of MATCHERS) {
    const match = pattern.exec(pathname);
    if (match) return { route, pathId: decodePathId(match[1]) };
  }
  return null;
}

function decodePathId(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return '';
  }
}
