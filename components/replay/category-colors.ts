import type { CategoriaId } from '@/lib/fleet/catalog';

/** One colour per event category, shared by the map, the timeline and the lists. */
export const CATEGORY_COLORS: Record<CategoriaId, string> = {
  seguridad: '#b91c1c',
  conduccion: '#c2410c',
  conductor: '#a16207',
  energia: '#4d7c0f',
  ubicacion: '#0e7490',
  sensores: '#6d28d9',
  vehiculo: '#be185d',
  otros: '#475569',
};

/** For a category this build does not know yet (the API may add some, §9). */
export const OTHER_CATEGORY_COLOR = '#475569';

export function categoryColor(categoria: string): string {
  return (CATEGORY_COLORS as Record<string, string>)[categoria] ?? OTHER_CATEGORY_COLOR;
}
