import { type Answer, rawJsonAnswer } from '../http/answer';
import { buildComponentSchemas } from './components';
import { HEADERS, PARAMETERS, SECURITY_SCHEMES } from './parameters';
import { TAG_DEFINITIONS, buildPaths, errorResponses } from './paths';

/** The OpenAPI 3.1 description the service publishes at `GET /v1/openapi.json` (docs/fleet-api.md#versioning). */
export function buildOpenApiDocument(serverUrl: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fleet Tracking Read-Only API',
      version: '1.0.0',
      summary: 'Vehículos, clientes, última posición, recorridos y eventos de flotas.',
      description:
        'API REST de solo lectura. Toda operación es GET y responde JSON. Fechas en hora de Argentina (-03:00). ' +
        'Cada clave tiene un presupuesto de unidades por minuto (`X-RateLimit-*`); las consultas livianas cuestan 1 ' +
        'unidad y las de historial 5. Cualquier método que no sea GET responde 405 `metodo_no_permitido` con ' +
        '`Allow: GET`; una ruta desconocida responde 404 `ruta_inexistente`.',
      license: { name: 'Uso según contrato con el operador', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl, description: 'Este servicio' }],
    security: [{ bearer: [] }, { apiKey: [] }],
    tags: TAG_DEFINITIONS,
    paths: buildPaths(),
    components: {
      schemas: buildComponentSchemas(),
      parameters: PARAMETERS,
      headers: HEADERS,
      responses: errorResponses(),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

const cache = new Map<string, string>();

/** Written once per host the service is reached by, so its `servers` entry is the one the caller used. */
export function openApiAnswer(host: string | undefined): Answer {
  const key = host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? host : '127.0.0.1';
  let body = cache.get(key);
  if (body === undefined) {
    body = JSON.stringify(buildOpenApiDocument(`http://${key}`));
    if (cache.size < 16) cache.set(key, body);
  }
  return rawJsonAnswer(body);
}

/** The address the committed copy names: where `npm run sim` listens unless told otherwise. */
export const DOCS_SERVER_URL = 'http://127.0.0.1:4010';

/**
 * The text of `docs/openapi.json` (docs/embedded-api.md#openapi-document): the served document,
 * indented for people and diffs. `npm run docs:openapi` writes it; a test keeps it current.
 */
export function openApiDocsText(): string {
  return `${JSON.stringify(buildOpenApiDocument(DOCS_SERVER_URL), null, 2)}\n`;
}
