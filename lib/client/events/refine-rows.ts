import { tipoLabel } from '@/lib/fleet/catalog';
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

/**
 * What free text is matched against, one string per row, in the rows' order. Descriptions,
 * names and plates repeat across rows, so each distinct text is normalised once.
 */
export function buildSearchIndex(rows: readonly HistoryRow[], directory: VehicleDirectory): string[] {
  const normalized = new Map<string, string>();
  const norm = (text: string | null | undefined) => {
    if (!text) return '';
    let value = normalized.get(text);
    if (value === undefined) {
      value = normalizeSearch(text);
      normalized.set(text, value);
    }
    return value;
  };
  return rows.map(({ evento }) => {
    const vehicle = directory.get(evento.vehiculo);
    const tipo = tipoLabel(evento.tipo);
    return `${norm(evento.descripcion)} ${norm(tipo)} ${norm(evento.patente)} ${evento.vehiculo} ${norm(vehicle?.etiqueta)} ${norm(vehicle?.clienteNombre)} ${norm(evento.sensor)}`;
  });
}

/**
 * The rows every refinement keeps, except `ignore`: a chart shows the rows the other refinements
 * keep, so clicking one of its bars does not collapse it to that bar.
 */
export function refineRows(
  rows: readonly HistoryRow[],
  /** Needed only while there is text to find. */
  searchIndex: readonly string[] | null,
  refinements: Refinements,
  ignore?: ChartRefinement,
): HistoryRow[] {
  const words = normalizeSearch(refinements.texto ?? '').split(/\s+/).filter(Boolean);
  const dia = ignore === 'dia' ? undefined : refinements.dia;
  const vehiculo = ignore === 'vehiculo' ? undefined : refinements.vehiculo;
  const tipo = ignore === 'tipo' ? undefined : refinements.tipo;
  if (!dia && !vehiculo && !tipo && (words.length === 0 || !searchIndex)) return rows as HistoryRow[];
  return rows.filter((row, index) => {
    if (dia && row.dia !== dia) return false;
    if (vehiculo && row.evento.vehiculo !== vehiculo) return false;
    if (tipo && row.evento.tipo !== tipo) return false;
    if (words.length === 0 || !searchIndex) return true;
    const haystack = searchIndex[index] ?? '';
    return words.every((word) => haystack.includes(word));
  });
}
