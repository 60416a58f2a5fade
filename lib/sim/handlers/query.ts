import { isTipoEvento } from '@/lib/fleet/catalog';
import { vehiculoIdSchema } from '@/lib/fleet/ids';
import { apiDateTimeParamSchema, resolveRange, type TimeRange } from '@/lib/fleet/range';
import type { Scope } from '../access/scope';
import { SimError } from '../http/sim-error';
import type { SimVehicle } from '../world/roster';

/** One value of a query parameter; repeating it or leaving it empty is a format error. */
export function singleParam(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length === 0) return undefined;
  if (values.length > 1) throw new SimError('parametro_invalido', `El parámetro «${name}» aparece más de una vez.`);
  const value = values[0]!;
  if (value.trim() === '') throw new SimError('parametro_invalido', `El parámetro «${name}» está vacío.`);
  return value;
}

function listParam(params: URLSearchParams, name: string): string[] | undefined {
  const value = singleParam(params, name);
  if (value === undefined) return undefined;
  const items = value.split(',').map((item) => item.trim());
  if (items.some((item) => item === '')) {
    throw new SimError('parametro_invalido', `El parámetro «${name}» tiene un elemento vacío.`);
  }
  return [...new Set(items)];
}

/**
 * The `cliente` and `vehiculos` filters of `/v1/vehiculos`, `/v1/posiciones` and `/v1/eventos`.
 * Both may be given: a vehicle must then match both. A well-formed id outside the scope is 404.
 */
export function filterVehicles(params: URLSearchParams, scope: Scope): SimVehicle[] {
  const clienteId = singleParam(params, 'cliente');
  const ids = listParam(params, 'vehiculos');
  const client = clienteId === undefined ? undefined : scope.client(clienteId);
  if (clienteId !== undefined && !client) {
    throw new SimError('cliente_inexistente', `El cliente ${clienteId.slice(0, 40)} no existe.`);
  }
  if (ids === undefined) return client ? client.vehicles : scope.vehicles();
  const vehicles = ids.map((id) => {
    if (!vehiculoIdSchema.safeParse(id).success) {
      throw new SimError('parametro_invalido', `«${id.slice(0, 40)}» no es un id de vehículo.`);
    }
    const vehicle = scope.vehicle(id);
    if (!vehicle) throw new SimError('vehiculo_inexistente', `El vehículo ${id} no existe.`);
    return vehicle;
  });
  return client ? vehicles.filter((v) => v.clientId === client.id) : vehicles;
}

/** `tipos`: catalog names only (docs/fleet-api.md#filters); null when the filter is absent. */
export function parseTipos(params: URLSearchParams): ReadonlySet<string> | null {
  const tipos = listParam(params, 'tipos');
  if (tipos === undefined) return null;
  const unknown = tipos.find((tipo) => !isTipoEvento(tipo));
  if (unknown !== undefined) {
    throw new SimError('parametro_invalido', `«${unknown.slice(0, 40)}» no es un tipo de evento del catálogo.`);
  }
  return new Set(tipos);
}

/** `desde`/`hasta` with the defaults and rules of docs/fleet-api.md#ranges. */
export function parseRange(params: URLSearchParams, now: number): TimeRange {
  const desde = parseDate(params, 'desde');
  const hasta = parseDate(params, 'hasta');
  const range = resolveRange({ desde, hasta }, now);
  if (!range.ok) throw new SimError(range.codigo, range.mensaje);
  return { desde: range.desde, hasta: range.hasta };
}

function parseDate(params: URLSearchParams, name: string): number | undefined {
  const value = singleParam(params, name);
  if (value === undefined) return undefined;
  const parsed = apiDateTimeParamSchema.safeParse(value);
  if (!parsed.success) throw new SimError('parametro_invalido', `«${name}»: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
