import { catalogEntry } from '@/lib/fleet/catalog';
import type { HistoryRow } from './history-row';
import type { VehicleDirectory } from './vehicle-directory';

/** Narrowings applied instantly to fetched rows: free text and the bar clicked in each chart. */
export interface Refinements {
  texto?: string;
  dia?: string;
  vehiculo?: string;
  tipo?: string;
}

export type ChartRefinement = Exclude<keyof Refinements, 'texto'>;

/** Lower case without accents, so "camion" finds "Camión". */
export function normalizeSearch(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** What free text is matched against, one string per row, in the rows' order. */
export function buildSearchIndex(rows: readonly HistoryRow[], directory: VehicleDirectory): string[] {
  return rows.map(({ evento }) => {
    const vehicle = directory.get(evento.vehiculo);
    return normalizeSearch(
      [
        evento.descripcion,
        catalogEntry(evento.tipo)?.descripcion ?? evento.tipo,
        evento.patente,
        evento.vehiculo,
        vehicle?.etiqueta,
        vehicle?.clienteNombre,
        evento.sensor,
      ].join(' '),
    );
  });
}

/**
 * The rows every refinement keeps, except `ignore`: a chart shows the rows the other refinements
 * keep, so clicking one of its bars does not collapse it to that bar.
 */
export function refineRows(
  rows: readonly HistoryRow[],
  searchIndex: readonly string[],
  refinements: Refinements,
  ignore?: ChartRefinement,
): HistoryRow[] {
  const words = normalizeSearch(refinements.texto ?? '').split(/\s+/).filter(Boolean);
  const dia = ignore === 'dia' ? undefined : refinements.dia;
  const vehiculo = ignore === 'vehiculo' ? undefined : refinements.vehiculo;
  const tipo = ignore === 'tipo' ? undefined : refinements.tipo;
  return rows.filter((row, index) => {
    if (dia && row.dia !== dia) return false;
    if (vehiculo && row.evento.vehiculo !== vehiculo) return false;
    if (tipo && row.evento.tipo !== tipo) return false;
    const haystack = searchIndex[index] ?? '';
    return words.every((word) => haystack.includes(word));
  });
}
