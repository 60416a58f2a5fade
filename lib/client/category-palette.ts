import type { CategoriaId } from '@/lib/fleet/catalog';

/** How an event category looks wherever it is shown: map markers, timeline, lists, charts. */
export interface CategoryLook {
  /** Text and marks on white, and markers on the map (see the contrast checks in the test). */
  color: string;
  /** One SVG path on a 24×24 grid, drawn as a stroke: the category reads without its colour too. */
  icon: string;
}

/**
 * The one category palette. Colours keep 4.5:1 on white (they colour text) and 3:1 on the
 * offline basemap's land and water, stay apart from each other for normal vision and for red-green
 * colour blindness as far as eight dark colours can (CIEDE2000 ≥ 15 and ≥ 8; the icons carry the
 * rest), and none is a vehicle status colour, so an event marker on the live map is not read as a
 * vehicle.
 */
export const CATEGORY_PALETTE: Record<CategoriaId, CategoryLook> = {
  seguridad: { color: '#991b1b', icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z' },
  conduccion: { color: '#b45309', icon: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 6a3 3 0 100 6 3 3 0 000-6zM3.5 10.5L9 12m6 0l5.5-1.5M12 15v6' },
  conductor: { color: '#7c3aed', icon: 'M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12zm10-3a3 3 0 100 6 3 3 0 000-6z' },
  energia: { color: '#166534', icon: 'M13 2L4 14h7l-1 8 9-12h-7z' },
  ubicacion: { color: '#134e4a', icon: 'M12 22s7-6.5 7-12a7 7 0 10-14 0c0 5.5 7 12 7 12zm0-9.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z' },
  sensores: { color: '#1e3a8a', icon: 'M10 4a2 2 0 114 0v10.5a4 4 0 11-4 0zM12 9v7' },
  vehiculo: { color: '#be185d', icon: 'M3 13l2-5h14l2 5v4H3zM7 17v2m10-2v2M6.5 13h.01M17.5 13h.01' },
  otros: { color: '#64748b', icon: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 5v5m0 3h.01' },
};

/** A category this build does not know yet (the API may add some) is drawn as `otros`. */
function knownCategory(categoria: string): CategoriaId {
  return Object.hasOwn(CATEGORY_PALETTE, categoria) ? (categoria as CategoriaId) : 'otros';
}

export function categoryColor(categoria: string): string {
  return CATEGORY_PALETTE[knownCategory(categoria)].color;
}

/** A category's look (its name is in the `Categories` messages). */
export function categoryStyle(categoria: string): CategoryLook {
  return CATEGORY_PALETTE[knownCategory(categoria)];
}

