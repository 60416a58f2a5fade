import type { Posicion } from '@/lib/fleet/schemas/posicion';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import type { VehiclesCatalogue } from './fleet-queries';
import type { PositionsSnapshot } from './positions-query';
import { normalizeForSearch } from './search-text';
import { STEP_ITEMS, type Steps } from './sliced-work';
import type { VehicleStatus } from './vehicle-status';

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

type Catalogue = Pick<VehiclesCatalogue, 'datos' | 'buscables'>;
type Snapshot = Pick<PositionsSnapshot, 'datos' | 'estados'>;

/**
 * Joins the vehicle catalogue with the positions snapshot. Vehicles without a position stay (they
 * are searchable and counted as "sin posición"); positions of vehicles missing from the catalogue
 * (not loaded yet, or newer than it) still show. In steps of `STEP_ITEMS` vehicles (see `sliced-work.ts`).
 */
export function* joinRows(catalogue: Catalogue | undefined, snapshot: Snapshot | undefined): Steps<VehicleRow[]> {
  const index = new Map<string, number>();
  const positions = snapshot?.datos ?? [];
  for (let i = 0; i < positions.length; i++) {
    index.set(positions[i]!.vehiculo, i);
    if (i % STEP_ITEMS === 0) yield;
  }
  const rows: VehicleRow[] = [];
  const seen = new Set<string>();
  const datos = catalogue?.datos ?? [];
  for (let i = 0; i < datos.length; i++) {
    const v = datos[i]!;
    const at = index.get(v.id);
    seen.add(v.id);
    rows.push({
      id: v.id,
      patente: v.patente ?? (at === undefined ? null : positions[at]!.patente),
      nombre: v.nombre,
      conductor: v.conductor,
      cliente: v.cliente,
      equipo: v.equipo,
      posicion: at === undefined ? null : positions[at]!,
      status: at === undefined ? null : snapshot!.estados[at]!,
      haystack: catalogue!.buscables[i]!,
    });
    if (i % STEP_ITEMS === 0) yield;
  }
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    if (seen.has(p.vehiculo)) continue;
    rows.push({
      id: p.vehiculo,
      patente: p.patente,
      nombre: null,
      conductor: null,
      cliente: null,
      equipo: null,
      posicion: p,
      status: snapshot!.estados[i]!,
      haystack: normalizeForSearch(`${p.vehiculo}|${p.patente ?? ''}`),
    });
    if (i % STEP_ITEMS === 0) yield;
  }
  return rows;
}

/** What a row is called in the list, the panel and on the map: plate, else name, else id. */
export function rowTitle(row: Pick<VehicleRow, 'id' | 'patente' | 'nombre'>): string {
  return row.patente ?? row.nombre ?? row.id;
}
