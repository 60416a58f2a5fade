import 'server-only';
import type { ClientScope, ClientDirectory } from '@/lib/auth/client-scope';
import { flotaError } from '@/lib/fleet/errors';
import type { Priority } from './budget';
import { notFound, type VehicleFilter, type VehicleIndex } from './fleet-directory';
import type { Gateway } from './gateway';
import { GatewayError } from './gateway-error';

/**
 * A user's client scope (lib/auth) applied with the gateway's cached vehicle list: the same
 * 404 as for ids outside the key's scope, and lists narrowed before they are read. Users who
 * see every client of the key cost nothing here.
 */
function directoryOf(index: VehicleIndex): ClientDirectory {
  return { clienteDe: (id) => index.byId.get(id)?.cliente.id, clientes: () => index.byClient.keys() };
}

async function directoryFor(gateway: Gateway, priority: Priority): Promise<ClientDirectory> {
  return directoryOf((await gateway.directory.index(priority)).value);
}

/** The route's `cliente`/`vehiculos` filter within the user's clients. */
export async function scopeFilter(
  gateway: Gateway,
  alcance: ClientScope,
  filter: VehicleFilter,
  priority: Priority = 'interactive',
): Promise<VehicleFilter> {
  if (alcance.completo) return filter;
  const acotado = alcance.narrow(filter, await directoryFor(gateway, priority));
  if (acotado.tipo === 'filtro') return acotado.filtro;
  if (acotado.tipo === 'inexistente') throw notFound(acotado.codigo, acotado.id);
  throw new GatewayError({ codigo: 'sin_clientes', status: flotaError('sin_clientes').status, origen: 'gateway' });
}

/** 404, as if it did not exist, for a vehicle of a client the user may not see. */
export async function assertVehicleInScope(gateway: Gateway, alcance: ClientScope, id: string): Promise<void> {
  if (alcance.completo) return;
  if (!alcance.allowsVehicle(id, await directoryFor(gateway, 'interactive'))) throw notFound('vehiculo_inexistente', id);
}
