import type { Posicion } from '@/lib/fleet/schemas/posicion';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { vehicleStatus, type VehicleStatus } from './vehicle-status';

/** A vehicle as the live page shows it: its catalogue data joined with its last position, if any. */
export type VehicleRow = {
  id: string;
  patente: string | null;
  nombre: string | null;
  conductor: string | null;
  cliente: { id: string; nombre: string | null } | null;
  equipo: Vehiculo['equipo'] | null;
  posicion: Posicion | null;
  /** null when the vehicle never reported a position. */
  status: VehicleStatus | null;
  /** Lower-case, accent-free text that search matches against. */
  haystack: string;
};

/** Lower case, no accents, no spaces or hyphens: "AB 123-CD" and "ab123cd" match, "Córdoba" and "cordoba" too. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '');
}

function haystackOf(parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).map((part) => normalizeForSearch(part!)).join('|');
}

/**
 * Joins the vehicle catalogue with the positions snapshot. Vehicles without a position stay (they
 * are searchable and counted as "sin posición"); positions of vehicles missing from the catalogue
 * (catalogue not loaded yet, or newer than it) still show.
 */
export function buildRows(vehicles: readonly Vehiculo[] | undefined, positions: readonly Posicion[], nowMs: number): VehicleRow[] {
  const byId = new Map<string, Posicion>();
  for (const p of positions) byId.set(p.vehiculo, p);
  const rows: VehicleRow[] = [];
  const seen = new Set<string>();
  for (const v of vehicles ?? []) {
    const posicion = byId.get(v.id) ?? null;
    seen.add(v.id);
    rows.push({
      id: v.id,
      patente: v.patente ?? posicion?.patente ?? null,
      nombre: v.nombre,
      conductor: v.conductor,
      cliente: v.cliente,
      equipo: v.equipo,
      posicion,
      status: posicion ? vehicleStatus(posicion, nowMs) : null,
      haystack: haystackOf([v.id, v.patente, v.nombre, v.conductor]),
    });
  }
  for (const p of positions) {
    if (seen.has(p.vehiculo)) continue;
    rows.push({
      id: p.vehiculo,
      patente: p.patente,
      nombre: null,
      conductor: null,
      cliente: null,
      equipo: null,
      posicion: p,
      status: vehicleStatus(p, nowMs),
      haystack: haystackOf([p.vehiculo, p.patente]),
    });
  }
  return rows;
}

/** What a row is called in the list, the panel and on the map: plate, else name, else id. */
export function rowTitle(row: Pick<VehicleRow, 'id' | 'patente' | 'nombre'>): string {
  return row.patente ?? row.nombre ?? row.id;
}
