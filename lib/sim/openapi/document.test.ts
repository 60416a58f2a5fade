import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/lib/fleet/errors';
import { ROUTES } from '../routes';
import { buildOpenApiDocument } from './document';

type Operation = { responses: Record<string, unknown>; parameters: { $ref: string }[]; security?: unknown[] };
const doc = buildOpenApiDocument('http://127.0.0.1:4010') as {
  openapi: string;
  info: { version: string };
  paths: Record<string, { get: Operation }>;
  security: unknown[];
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string }> };
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, version 1.0.0, secured by Bearer or X-Api-Key', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(doc.components.securitySchemes).toMatchObject({ bearer: { type: 'http' }, apiKey: { type: 'apiKey' } });
    expect(doc.paths['/v1/openapi.json']?.get.security).toEqual([]);
  });

  it('describes the 10 endpoints with their parameters, success and error answers', () => {
    expect(ROUTES).toHaveLength(10);
    for (const route of ROUTES) {
      const operation = doc.paths[route.template]?.get;
      expect(operation, route.template).toBeDefined();
      const statuses = Object.keys(operation!.responses);
      expect(statuses).toEqual(expect.arrayContaining(['200', '401', '403', '429', '500', ...route.errors.map(String)]));
      const params = operation!.parameters.map((p) => p.$ref.split('/').at(-1));
      expect(params).toEqual([...(route.template.includes('{id}') ? ['id'] : []), ...route.query]);
    }
  });

  it('has a component for every resource, named by the zod schemas’ ids', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Vehiculo', 'Cliente', 'Posicion', 'Punto', 'Recorrido', 'Evento', 'TipoEvento', 'Estado', 'Error']),
    );
    const text = JSON.stringify(doc);
    for (const codigo of Object.keys(ERROR_CODES)) expect(text).toContain(`\`${codigo}\``);
  });
});
