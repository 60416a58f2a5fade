import type { QueryParam } from '../routes';

/** `components.parameters`: the query and path parameters of docs/fleet-api.md#filters and #ranges. */
const DATE_DESCRIPTION =
  'ISO 8601. Con desplazamiento (o Z) se toma el instante exacto; sin desplazamiento es hora de Argentina; ' +
  'una fecha sola es las 00:00 de ese día en Argentina.';

export const PARAMETERS: Record<QueryParam | 'id', Record<string, unknown>> = {
  id: {
    name: 'id', in: 'path', required: true, description: 'Id del vehículo (`veh_...`).',
    schema: { type: 'string' },
  },
  cliente: {
    name: 'cliente', in: 'query', required: false, description: 'Id de un cliente (`cli_...`).',
    schema: { type: 'string' },
  },
  vehiculos: {
    name: 'vehiculos', in: 'query', required: false, description: 'Ids de vehículos separados por coma.',
    schema: { type: 'string' }, explode: false,
  },
  tipos: {
    name: 'tipos', in: 'query', required: false,
    description: 'Tipos de evento del catálogo separados por coma; un tipo desconocido es 400 `parametro_invalido`.',
    schema: { type: 'string' },
  },
  desde: {
    name: 'desde', in: 'query', required: false,
    description: `Inicio del rango; por defecto 24 horas antes de \`hasta\`. ${DATE_DESCRIPTION}`,
    schema: { type: 'string' },
  },
  hasta: {
    name: 'hasta', in: 'query', required: false, description: `Fin del rango; por defecto ahora. ${DATE_DESCRIPTION}`,
    schema: { type: 'string' },
  },
};

export const HEADERS = {
  'X-RateLimit-Limit': {
    description: 'Unidades por minuto de la clave.',
    schema: { type: 'integer', minimum: 1 },
  },
  'X-RateLimit-Remaining': {
    description: 'Unidades que quedan en el minuto en curso, contada esta solicitud.',
    schema: { type: 'integer', minimum: 0 },
  },
  'Retry-After': {
    description: 'Solo en un 429: segundos a esperar antes de reintentar.',
    schema: { type: 'integer', minimum: 1 },
  },
};

export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http', scheme: 'bearer',
    description: 'La clave de acceso (`svc_live_...`) en `Authorization: Bearer <clave>`. Nunca en la URL.',
  },
  apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'La clave de acceso, alternativa a Bearer.' },
};
