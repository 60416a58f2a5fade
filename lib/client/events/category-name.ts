import { CATEGORIAS } from '@/lib/fleet/catalog';

const NAMES = new Map<string, string>(CATEGORIAS.map((c) => [c.id, c.nombre]));

/** A category's display name; an identifier this build does not know is shown as it came. */
export function categoryName(categoria: string): string {
  return NAMES.get(categoria) ?? categoria;
}
