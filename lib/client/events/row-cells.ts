import { isTipoCritico } from '@/lib/fleet/catalog';
import { isInputEvent } from '@/lib/fleet/schemas/evento';
import type { Formats } from '@/lib/client/format/formats';
import type { EventLabels } from './event-labels';
import type { HistoryRow } from './history-row';
import { eventVehicleLabel, type VehicleInfo } from './vehicle-directory';

/** What a history table row shows, as display strings. */
export interface RowCells {
  fecha: string;
  vehiculo: string;
  patente: string | undefined;
  cliente: string;
  categoria: string;
  tipo: string;
  /** `entrada`/`sensor` of an input event, else empty. */
  detalle: string;
  velocidad: string;
  critico: boolean;
}

/** The page's language, for the cells: one object per language, so a change of language rebuilds them. */
export interface CellWords {
  formats: Formats;
  labels: EventLabels;
  /** ` · Entrada 2` */
  input: (entrada: number | string) => string;
}

interface Cached {
  vehicle: VehicleInfo | undefined;
  words: CellWords;
  cells: RowCells;
}

const cache = new WeakMap<HistoryRow, Cached>();

/**
 * A row's display strings, built the first time it scrolls into view and kept while the row
 * lives, so scrolling back and forth through 100,000 events formats each of them at most once.
 * Rebuilt when the vehicle list that names it arrives or changes, or the language does.
 */
export function rowCells(row: HistoryRow, vehicle: VehicleInfo | undefined, words: CellWords): RowCells {
  const held = cache.get(row);
  if (held && held.vehicle === vehicle && held.words === words) return held.cells;
  const cells = buildCells(row, vehicle, words);
  cache.set(row, { vehicle, words, cells });
  return cells;
}

function buildCells({ evento, ms }: HistoryRow, vehicle: VehicleInfo | undefined, { formats, labels, input }: CellWords): RowCells {
  const sensor = evento.sensor ? ` (${evento.sensor.replaceAll('_', ' ')})` : '';
  return {
    fecha: formats.dateTimeSeconds(ms),
    vehiculo: eventVehicleLabel(evento, vehicle),
    patente: vehicle?.patente ?? evento.patente ?? undefined,
    cliente: vehicle?.clienteNombre ?? '',
    categoria: labels.category(evento.categoria),
    tipo: labels.type(evento.tipo),
    detalle: isInputEvent(evento.tipo) ? `${input(evento.entrada ?? '—')}${sensor}` : '',
    velocidad: evento.velocidad_kmh === null ? '—' : formats.speed(evento.velocidad_kmh),
    critico: isTipoCritico(evento.tipo),
  };
}
