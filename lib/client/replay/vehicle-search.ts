import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';

/** Lower case without accents or separators, so "Frío andino" finds "FRIO ANDINO" and "ab 123" finds "AB123CD". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s\-_.]+/g, '');
}

function haystack(v: Vehiculo): string {
  return normalize([v.patente, v.nombre, v.id, v.cliente.nombre, v.conductor].filter(Boolean).join('|'));
}

/** How a vehicle is named to people: plate and name, or its id when it has neither. */
export function vehicleLabel(v: Pick<Vehiculo, 'id' | 'patente' | 'nombre'>): string {
  if (v.patente && v.nombre && v.nombre !== v.patente) return `${v.patente} · ${v.nombre}`;
  return v.patente ?? v.nombre ?? v.id;
}

/**
 * Vehicles matching every word of the query in plate, name, id, client or driver; plates that
 * start with the query first. At most `limit` results: a list of 20,000 helps nobody.
 */
export function searchVehicles(vehiculos: readonly Vehiculo[], query: string, limit: number): { matches: Vehiculo[]; total: number } {
  const words = query.split(/\s+/).map(normalize).filter(Boolean);
  const found = vehiculos.filter((v) => {
    const text = haystack(v);
    return words.every((w) => text.includes(w));
  });
  const first = words[0];
  if (first) {
    const platePrefix = (v: Vehiculo) => (v.patente && normalize(v.patente).startsWith(first) ? 0 : 1);
    found.sort((a, b) => platePrefix(a) - platePrefix(b));
  }
  return { matches: found.slice(0, limit), total: found.length };
}
