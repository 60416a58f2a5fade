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

/** Each catalogue's index by vehicle id: built once per catalogue, not once per snapshot. */
const catalogueIndexes = new WeakMap<readonly Vehiculo[], Map<string, number>>();

function* indexOf(datos: readonly Vehiculo[]): Steps<Map<string, number>> {
  const known = catalogueIndexes.get(datos);
  if (known) return known;
  const index = new Map<string, number>();
  for (let i = 0; i < datos.length; i++) {
    index.set(datos[i]!.id, i);
    if (i % STEP_ITEMS === 0) yield;
  }
  catalogueIndexes.set(datos, index);
  return index;
}

/**
 * Joins the vehicle catalogue with the positions snapshot. Vehicles without a position stay (they
 * are searchable and counted as "sin posición"); positions of vehicles missing from the catalogue
 * (not loaded yet, or newer than it) still show. In steps of `STEP_ITEMS` vehicles (see
 * `sliced-work.ts`). A snapshot allocates its rows and little else (no per-snapshot maps of
 * 20,000 entries): less garbage for the page to collect every few seconds.
 */
export function* joinRows(catalogue: Catalogue | undefined, snapshot: Snapshot | undefined): Steps<VehicleRow[]> {
  const positions = snapshot?.datos ?? [];
  const datos = catalogue?.datos ?? [];
  const index = yield* indexOf(datos);
  // positionAt[c]: where catalogue vehicle c is in `positions`, or -1.
  const positionAt = new Int32Array(datos.length).fill(-1);
  const uncatalogued: number[] = [];
  for (let i = 0; i < positions.length; i++) {
    const at = index.get(positions[i]!.vehiculo);
    if (at === undefined) uncatalogued.push(i);
    else positionAt[at] = i;
    if (i % STEP_ITEMS === 0) yield;
  }
  const rows: VehicleRow[] = [];
  for (let i = 0; i < datos.length; i++) {
    const v = datos[i]!;
    const at = positionAt[i]!;
    rows.push({
      id: v.id,
      patente: v.patente ?? (at < 0 ? null : positions[at]!.patente),
      nombre: v.nombre,
      conductor: v.conductor,
      cliente: v.cliente,
      equipo: v.equipo,
      posicion: at < 0 ? null : positions[at]!,
      status: at < 0 ? null : snapshot!.estados[at]!,
      haystack: catalogue!.buscables[i]!,
    });
    if (i % STEP_ITEMS === 0) yield;
  }
  for (let n = 0; n < uncatalogued.length; n++) {
    const i = uncatalogued[n]!;
    const p = positions[i]!;
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
    if (n % STEP_ITEMS === 0) yield;
  }
  return rows;
}

/** What a row is called in the list, the panel and on the map: plate, else name, else id. */
export function rowTitle(row: Pick<VehicleRow, 'id' | 'patente' | 'nombre'>): string {
  return row.patente ?? row.nombre ?? row.id;
}
