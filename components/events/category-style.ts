import { categoryName } from '@/lib/client/events/category-name';
import type { CategoriaId } from '@/lib/fleet/catalog';

export interface CategoryStyle {
  nombre: string;
  /** Used for icons, chart segments and map markers alike, so a category reads the same everywhere. */
  color: string;
  /** One SVG path on a 24×24 grid, drawn as a stroke. */
  icon: string;
}

const STYLES: Record<CategoriaId, Omit<CategoryStyle, 'nombre'>> = {
  seguridad: { color: '#dc2626', icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z' },
  conduccion: { color: '#2563eb', icon: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 6a3 3 0 100 6 3 3 0 000-6zM3.5 10.5L9 12m6 0l5.5-1.5M12 15v6' },
  conductor: { color: '#9333ea', icon: 'M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12zm10-3a3 3 0 100 6 3 3 0 000-6z' },
  energia: { color: '#d97706', icon: 'M13 2L4 14h7l-1 8 9-12h-7z' },
  ubicacion: { color: '#0d9488', icon: 'M12 22s7-6.5 7-12a7 7 0 10-14 0c0 5.5 7 12 7 12zm0-9.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z' },
  sensores: { color: '#0891b2', icon: 'M10 4a2 2 0 114 0v10.5a4 4 0 11-4 0zM12 9v7' },
  vehiculo: { color: '#475569', icon: 'M3 13l2-5h14l2 5v4H3zM7 17v2m10-2v2M6.5 13h.01M17.5 13h.01' },
  otros: { color: '#6b7280', icon: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 5v5m0 3h.01' },
};

/** The look of a category; an identifier this build does not know is drawn as `otros`. */
export function categoryStyle(categoria: string): CategoryStyle {
  const known = Object.hasOwn(STYLES, categoria) ? (categoria as CategoriaId) : 'otros';
  return { nombre: categoryName(categoria), ...STYLES[known] };
}
