import type { Posicion } from '@/lib/fleet/schemas/posicion';

/**
 * A snapshot sent as what changed since the one the page holds. Between two snapshots most
 * vehicles report the same position, and only `actualizado` (when the service obtained it) is new.
 * Such a vehicle crosses to the page as a number, the index of its `actualizado` in the slice's
 * `stamps`, and the page keeps its previous position object (a copy with the new stamp): no new
 * strings per vehicle and snapshot, far less garbage for the page's main thread to collect.
 */
export type PackedPosicion = Posicion | number;

/** The positions the page holds: those of the answer it received with this etag. */
export type HeldPositions = { etag: string; items: readonly Posicion[] };

const COMPARED = [
  'vehiculo',
  'patente',
  'fecha',
  'latitud',
  'longitud',
  'velocidad_kmh',
  'rumbo',
  'encendido',
  'en_linea',
  'ultima_comunicacion',
  'odometro_km',
  'tension_alimentacion_v',
  'temperatura_c',
] as const satisfies readonly Exclude<keyof Posicion, 'actualizado'>[];

function sameButStamp(a: Posicion, b: Posicion): boolean {
  for (const key of COMPARED) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * `items` as the page can rebuild them from `held` (the same vehicle at the same index, same
 * fields but `actualizado`), or whole when the page holds nothing the worker knows of.
 */
export function packPositions(items: readonly Posicion[], held: readonly Posicion[] | null): { packed: PackedPosicion[]; stamps: string[] } {
  const stamps: string[] = [];
  const stampIndex = new Map<string, number>();
  const packed = items.map((item, i): PackedPosicion => {
    const before = held?.[i];
    if (!before || !sameButStamp(before, item)) return item;
    let at = stampIndex.get(item.actualizado);
    if (at === undefined) {
      at = stamps.push(item.actualizado) - 1;
      stampIndex.set(item.actualizado, at);
    }
    return at;
  });
  return { packed, stamps };
}

/** The positions `packed` stands for, from `held` (the page's previous positions, in the worker's order). */
export function unpackPosition(item: PackedPosicion, index: number, stamps: readonly string[], held: readonly Posicion[]): Posicion {
  if (typeof item !== 'number') return item;
  const before = held[index]!;
  const actualizado = stamps[item]!;
  return before.actualizado === actualizado ? before : { ...before, actualizado };
}
