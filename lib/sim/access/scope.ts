import type { Roster, SimClient, SimVehicle } from '../world/roster';
import type { ApiKey } from './keys';

/** What one key sees: its clients and their vehicles. Anything else behaves as non-existent (docs/fleet-api.md#scope). */
export class Scope {
  readonly clients: readonly SimClient[];
  private readonly clientIds: ReadonlySet<string>;
  private readonly roster: Roster;

  constructor(roster: Roster, key: ApiKey) {
    const wanted = key.config.clients;
    this.roster = roster;
    this.clients = wanted === '*' ? roster.clients : roster.clients.filter((c) => wanted.includes(c.id));
    this.clientIds = new Set(this.clients.map((c) => c.id));
  }

  client(id: string): SimClient | undefined {
    return this.clientIds.has(id) ? this.roster.clientById.get(id) : undefined;
  }

  vehicle(id: string): SimVehicle | undefined {
    const vehicle = this.roster.byId.get(id);
    return vehicle && this.clientIds.has(vehicle.clientId) ? vehicle : undefined;
  }

  vehicles(): SimVehicle[] {
    return this.clients.flatMap((c) => c.vehicles);
  }
}
