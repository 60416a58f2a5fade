import 'server-only';
import type { Evento } from '@/lib/fleet/schemas/evento';

/** Which live events a stream wants: by vehicle (a client is its vehicles) and by type. */
export function eventFilter(vehicles: readonly string[] | null, tipos: readonly string[] | undefined): (e: Evento) => boolean {
  const vehicleSet = vehicles === null ? null : new Set(vehicles);
  const tipoSet = tipos?.length ? new Set(tipos) : null;
  return (e) => (vehicleSet === null || vehicleSet.has(e.vehiculo)) && (tipoSet === null || tipoSet.has(e.tipo));
}
