import type { UserClients } from './users-schema';

/**
 * Which of the key's clients a user may see. Out-of-scope clients and vehicles behave exactly
 * as the Fleet API treats those outside the key's scope: as if they did not exist (404), and
 * absent from every list and stream.
 */
export interface ClientDirectory {
  /** The owning client of a vehicle the key sees, or undefined for an unknown vehicle. */
  clienteDe(vehiculo: string): string | undefined;
  /** Every client the key sees. */
  clientes(): Iterable<string>;
}

export interface ScopeFilter {
  cliente?: readonly string[];
  vehiculos?: readonly string[];
}

export type ScopedFilter =
  | { tipo: 'filtro'; filtro: ScopeFilter }
  /** The user may see none of what was asked: answer an empty list. */
  | { tipo: 'nada' }
  | { tipo: 'inexistente'; codigo: 'cliente_inexistente' | 'vehiculo_inexistente'; id: string };

export class ClientScope {
  private constructor(private readonly permitidos: ReadonlySet<string> | null) {}

  static of(clientes: UserClients): ClientScope {
    return new ClientScope(clientes === '*' ? null : new Set(clientes));
  }

  /** Sees every client of the key: nothing to narrow. */
  get completo(): boolean {
    return this.permitidos === null;
  }

  allowsClient(cliente: string | undefined): boolean {
    return this.permitidos === null || (cliente !== undefined && this.permitidos.has(cliente));
  }

  allowsVehicle(vehiculo: string, directorio: ClientDirectory): boolean {
    return this.permitidos === null || this.allowsClient(directorio.clienteDe(vehiculo));
  }

  /** Keeps the items whose client (or whose vehicle's client) the user may see. */
  keep<T>(items: readonly T[], clienteDe: (item: T) => string | undefined): T[] {
    return this.permitidos === null ? [...items] : items.filter((item) => this.allowsClient(clienteDe(item)));
  }

  /**
   * A route's `cliente`/`vehiculos` filter narrowed to the user's clients: an id outside them is
   * "not found"; no filter becomes the user's clients that the key still sees.
   */
  narrow(filtro: ScopeFilter, directorio: ClientDirectory): ScopedFilter {
    if (this.permitidos === null) return { tipo: 'filtro', filtro };
    const cliente = filtro.cliente?.find((id) => !this.allowsClient(id));
    if (cliente !== undefined) return { tipo: 'inexistente', codigo: 'cliente_inexistente', id: cliente };
    const vehiculo = filtro.vehiculos?.find((id) => !this.allowsVehicle(id, directorio));
    if (vehiculo !== undefined) return { tipo: 'inexistente', codigo: 'vehiculo_inexistente', id: vehiculo };
    if (filtro.cliente?.length || filtro.vehiculos?.length) return { tipo: 'filtro', filtro };
    const visibles = [...directorio.clientes()].filter((id) => this.allowsClient(id));
    return visibles.length === 0 ? { tipo: 'nada' } : { tipo: 'filtro', filtro: { cliente: visibles } };
  }
}
