import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import type { VehiclesCatalogue } from '../fleet-queries';
import { normalizeForSearch } from '../search-text';

/** How a vehicle is named to people: plate and name, or its id when it has neither. */
export function vehicleLabel(v: Pick<Vehiculo, 'id' | 'patente' | 'nombre'>): string {
  if (v.patente && v.nombre && v.nombre !== v.patente) return `${v.patente} · ${v.nombre}`;
  return v.patente ?? v.nombre ?? v.id;
}

/** The catalogue's search text (id, plate, name, driver) plus the client's name: a supervisor often thinks "the Frío Andino van". */
export function replaySearchTexts(catalogue: VehiclesCatalogue): string[] {
  return catalogue.datos.map((v, i) => `${catalogue.buscables[i] ?? ''}|${normalizeForSearch(v.cliente.nombre ?? '')}`);
}

/** Vehicles matching every word of the query (all of them for none); plates that start with the first word come first. */
export function searchVehicles(vehiculos: readonly Vehiculo[], texts: readonly string[], query: string): Vehiculo[] {
  const words = query.split(/\s+/).map(normalizeForSearch).filter(Boolean);
  const found = vehiculos.filter((_, i) => words.every((w) => texts[i]?.includes(w)));
  const first = words[0];
  if (first) {
    const platePrefix = (v: Vehiculo) => (v.patente && normalizeForSearch(v.patente).startsWith(first) ? 0 : 1);
    found.sort((a, b) => platePrefix(a) - platePrefix(b));
  }
  return found;
}
