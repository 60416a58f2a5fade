import { ERROR_CODES } from '@/lib/fleet/errors';
import { ROUTES, type RouteDef } from '../routes';
import { SCHEMA_REF_PREFIX, schemaId } from './components';

/** `paths` and `components.responses`, written from the route table. */
const ALWAYS = [401, 403, 429, 500];

const TAGS: Record<string, string> = {
  '/v1/estado': 'Servicio',
  '/v1/catalogo/eventos': 'Servicio',
  '/v1/clientes': 'Flota',
  '/v1/vehiculos': 'Flota',
  '/v1/vehiculos/{id}': 'Flota',
  '/v1/posiciones': 'Posiciones',
  '/v1/vehiculos/{id}/posicion': 'Posiciones',
};

export const TAG_DEFINITIONS = [
  { name: 'Servicio', description: 'Estado de la clave y catálogo de eventos.' },
  { name: 'Flota', description: 'Clientes y vehículos que ve la clave.' },
  { name: 'Posiciones', description: 'Últimas posiciones conocidas.' },
  { name: 'Historial', description: 'Recorridos y eventos: 5 unidades por consulta, rango de hasta 7 días en los últimos 90.' },
];

const rateHeaders = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
};

/** One reusable response per error status, naming every `codigo` it can carry. */
export function errorResponses(): Record<string, unknown> {
  const byStatus = new Map<number, string[]>();
  for (const [codigo, { status }] of Object.entries(ERROR_CODES)) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), codigo]);
  }
  return Object.fromEntries(
    [...byStatus.entries()].map(([status, codigos]) => [
      `Error${status}`,
      {
        description: `Error ${status}: ${codigos.map((c) => `\`${c}\``).join(', ')}.`,
        headers: {
          ...(status === 401 ? {} : rateHeaders),
          ...(status === 429 ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}),
        },
        content: { 'application/json': { schema: { $ref: `${SCHEMA_REF_PREFIX}Error` } } },
      },
    ]),
  );
}

function operation(route: RouteDef): Record<string, unknown> {
  const permiso = route.permiso ? `Permiso \`${route.permiso}\`` : 'Cualquier clave válida';
  const statuses = [...new Set([...route.errors, ...ALWAYS])].sort((a, b) => a - b);
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: `${permiso}. Costo: ${route.cost} ${route.cost === 1 ? 'unidad' : 'unidades'}.`,
    tags: [TAGS[route.template] ?? 'Historial'],
    parameters: [
      ...(route.template.includes('{id}') ? ['id'] : []),
      ...route.query,
    ].map((name) => ({ $ref: `#/components/parameters/${name}` })),
    responses: {
      '200': {
        description: 'OK',
        headers: rateHeaders,
        content: { 'application/json': { schema: { $ref: `${SCHEMA_REF_PREFIX}${schemaId(route.response)}` } } },
      },
      ...Object.fromEntries(statuses.map((s) => [String(s), { $ref: `#/components/responses/Error${s}` }])),
    },
  };
}

export function buildPaths(): Record<string, unknown> {
  const paths: Record<string, unknown> = Object.fromEntries(ROUTES.map((r) => [r.template, { get: operation(r) }]));
  paths['/v1/openapi.json'] = {
    get: {
      operationId: 'obtenerOpenApi',
      summary: 'Esta descripción OpenAPI 3.1',
      description: 'Sin clave y sin costo.',
      tags: ['Servicio'],
      security: [],
      responses: {
        '200': { description: 'El documento OpenAPI.', content: { 'application/json': { schema: { type: 'object' } } } },
        '405': { $ref: '#/components/responses/Error405' },
      },
    },
  };
  return paths;
}
