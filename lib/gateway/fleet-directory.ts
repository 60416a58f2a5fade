import 'server-only';
import type { z } from 'zod';
import type { Cliente } from '@/lib/fleet/schemas/cliente';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import type { Priority } from './budget';
import { fleetCalls, type FleetCall } from './fleet-calls';
import { GatewayError } from './gateway-error';
import type { SharedAnswers } from './shared-answers';
import type { Cached, SharedCache } from './shared-cache';
import type { Upstream } from './upstream';

/** Vehicles in the key's scope, indexed for the filters of our routes. */
export interface VehicleIndex {
  vehiculos: Vehiculo[];
  clientes: Cliente[];
  byId: Map<string, Vehiculo>;
  byClient: Map<string, string[]>;
}

/** `cliente` and `vehiculos` as our routes accept them: either may list several ids. */
export interface VehicleFilter {
  cliente?: readonly string[];
  vehiculos?: readonly string[];
}

export const VEHICLES_TTL_MS = 5 * 60_000;

/** The vehicle list, cached for minutes (docs/fleet-api.md#typical-integration: vehicles at start and once a day). */
export class FleetDirectory {
  constructor(
    private readonly cache: SharedCache,
    private readonly upstream: Upstream,
    /** Instances on one database ask for the lists once between them. */
    private readonly shared: SharedAnswers | null = null,
  ) {}

  index(priority: Priority): Promise<Cached<VehicleIndex>> {
    return this.cache.read('directorio', () => this.load(priority), { ttlMs: VEHICLES_TTL_MS, aligned: true });
  }

  /** Both lists: a client of the scope may have no vehicles, and must not look unknown. */
  private async load(priority: Priority): Promise<VehicleIndex> {
    const [vehiculos, clientes] = await Promise.all([this.ask(fleetCalls.vehiculos(), priority), this.ask(fleetCalls.clientes(), priority)]);
    const byClient = new Map<string, string[]>(clientes.datos.map((c) => [c.id, []]));
    for (const v of vehiculos.datos) {
      const ids = byClient.get(v.cliente.id) ?? [];
      ids.push(v.id);
      byClient.set(v.cliente.id, ids);
    }
    const byId = new Map(vehiculos.datos.map((v) => [v.id, v]));
    return { vehiculos: vehiculos.datos, clientes: clientes.datos, byId, byClient };
  }

  private ask<S extends z.ZodType>(call: FleetCall<S>, priority: Priority): Promise<z.infer<S>> {
    const load = () => this.upstream.call(call, { priority });
    return this.shared ? this.shared.ask(call, VEHICLES_TTL_MS, load) : load();
  }
}

/**
 * The vehicle ids a filter selects, or null for the whole scope. Unknown ids answer 404 as the
 * API does for ids outside the key's scope (docs/fleet-api.md#scope); both filters together intersect.
 */
export function selectVehicles(index: VehicleIndex, filter: VehicleFilter): string[] | null {
  const { cliente, vehiculos } = filter;
  if (!cliente?.length && !vehiculos?.length) return null;
  for (const id of cliente ?? []) if (!index.byClient.has(id)) throw notFound('cliente_inexistente', id);
  for (const id of vehiculos ?? []) if (!index.byId.has(id)) throw notFound('vehiculo_inexistente', id);
  const ofClients = cliente?.length ? new Set(cliente.flatMap((id) => index.byClient.get(id) ?? [])) : null;
  const ids = vehiculos?.length ? [...new Set(vehiculos)] : [...(ofClients ?? [])];
  return ofClients ? ids.filter((id) => ofClients.has(id)) : ids;
}

/** How the API answers an id outside the key's scope; also used for ids outside a user's clients. */
export function notFound(codigo: 'cliente_inexistente' | 'vehiculo_inexistente', id: string): GatewayError {
  const what = codigo === 'cliente_inexistente' ? 'El cliente' : 'El vehículo';
  return new GatewayError({ codigo, status: 404, mensaje: `${what} ${id} no existe.`, origen: 'upstream' });
}
