import { z } from 'zod';
import { clienteSchema } from '@/lib/fleet/schemas/cliente';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { estadoSchema } from '@/lib/fleet/schemas/estado';
import { eventoSchema } from '@/lib/fleet/schemas/evento';
import { posicionSchema } from '@/lib/fleet/schemas/posicion';
import { puntoSchema, recorridoSchema } from '@/lib/fleet/schemas/recorrido';
import { tipoEventoSchema } from '@/lib/fleet/schemas/tipo-evento';
import { vehiculoSchema } from '@/lib/fleet/schemas/vehiculo';
import { ROUTES } from '../routes';

/**
 * `components.schemas` of the OpenAPI document, generated from lib/fleet's zod schemas (each
 * named by its `.meta({ id })`): the resources, the error body, and every route's answer, so the
 * published description cannot drift from the code.
 */
const NAMED: readonly z.ZodType[] = [
  vehiculoSchema, clienteSchema, posicionSchema, puntoSchema, recorridoSchema, eventoSchema, tipoEventoSchema,
  estadoSchema, errorBodySchema, ...new Set(ROUTES.map((route) => route.response)),
];

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

export function schemaId(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id !== 'string') throw new Error('schema without .meta({ id })');
  return id;
}

export function buildComponentSchemas(): Record<string, Record<string, unknown>> {
  const registry = z.registry<{ id: string }>();
  for (const schema of NAMED) registry.add(schema, { id: schemaId(schema) });
  // `input` keeps objects open: v1 only ever adds fields, and clients must ignore unknown ones (docs/fleet-api.md#versioning).
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    uri: (id) => `${SCHEMA_REF_PREFIX}${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      // Components are not standalone documents: the dialect is the document's, the id is the key.
      const rest: Record<string, unknown> = { ...schema };
      delete rest.$schema;
      delete rest.$id;
      return [id, rest];
    }),
  );
}
