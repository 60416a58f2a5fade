import { useQuery } from '@tanstack/react-query';
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

export type VehicleDirectory = ReadonlyMap<string, VehicleInfo>;

export function buildVehicleDirectory(vehiculos: readonly Vehiculo[]): VehicleDirectory {
  return new Map(
    vehiculos.map((v) => [
      v.id,
      {
        id: v.id,
        etiqueta: v.nombre ?? v.patente ?? v.id,
        patente: v.patente,
        clienteId: v.cliente.id,
        clienteNombre: v.cliente.nombre ?? v.cliente.id,
      },
    ]),
  );
}

const EMPTY: VehicleDirectory = new Map();

// One function for the life of the page: React Query then builds the directory once per catalogue,
// not on every render of every feed (an inline `select` is run again each render: 20,000 entries).
const selectDirectory = (answer: VehiclesCatalogue): VehicleDirectory => buildVehicleDirectory(answer.datos);

/** Vehicle names and owners by id; empty until the list arrives, so callers fall back to the event's plate. */
export function useVehicleDirectory(): VehicleDirectory {
  const { data } = useQuery({ ...vehiclesQueryOptions, select: selectDirectory });
  return data ?? EMPTY;
}
