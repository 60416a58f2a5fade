import { useQuery } from '@tanstack/react-query';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { vehiclesQueryOptions, type VehiclesCatalogue } from '@/lib/client/fleet-queries';

export interface VehicleInfo {
  id: string;
  /** What people call the vehicle: its name, else its plate, else its id. */
  etiqueta: string;
  patente: string | null;
  clienteId: string;
  clienteNombre: string;
}

/** Vehicle names and owners by id. */
export type VehicleDirectory = Pick<ReadonlyMap<string, VehicleInfo>, 'get' | 'values'>;

/** What people call an event's vehicle: its label in the directory, else the plate the event carries, else its id. */
export function eventVehicleLabel(evento: Pick<Evento, 'vehiculo' | 'patente'>, info: VehicleInfo | undefined): string {
  return info?.etiqueta ?? evento.patente ?? evento.vehiculo;
}

function infoOf(v: Vehiculo): VehicleInfo {
  return {
    id: v.id,
    etiqueta: v.nombre ?? v.patente ?? v.id,
    patente: v.patente,
    clienteId: v.cliente.id,
    clienteNombre: v.cliente.nombre ?? v.cliente.id,
  };
}

/**
 * The directory of a catalogue, each vehicle's entry made when first asked for: the live feed beside
 * the map names a few hundred of 20,000 vehicles, and 20,000 entries made at once would be one long
 * task and 20,000 more objects for the page's garbage collector to walk through.
 */
export function buildVehicleDirectory(vehiculos: readonly Vehiculo[]): VehicleDirectory {
  let byId: Map<string, Vehiculo> | null = null;
  const made = new Map<string, VehicleInfo>();
  const info = (v: Vehiculo) => {
    let known = made.get(v.id);
    if (!known) made.set(v.id, (known = infoOf(v)));
    return known;
  };
  return {
    get(id) {
      byId ??= new Map(vehiculos.map((v) => [v.id, v]));
      const v = byId.get(id);
      return v && info(v);
    },
    values: () => vehiculos.map(info).values(),
  };
}

const EMPTY: VehicleDirectory = buildVehicleDirectory([]);

// One function for the life of the page: React Query then builds the directory once per catalogue,
// not on every render of every feed (an inline `select` is run again each render: 20,000 entries).
const selectDirectory = (answer: VehiclesCatalogue): VehicleDirectory => buildVehicleDirectory(answer.datos);

/** Vehicle names and owners by id; empty until the list arrives, so callers fall back to the event's plate. */
export function useVehicleDirectory(): VehicleDirectory {
  const { data } = useQuery({ ...vehiclesQueryOptions, select: selectDirectory });
  return data ?? EMPTY;
}
