import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { isTipoCritico, tipoLabel } from '@/lib/fleet/catalog';
import { isInputEvent } from '@/lib/fleet/schemas/evento';
import { categoryName } from './category-name';
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

interface Cached {
  vehicle: VehicleInfo | undefined;
  cells: RowCells;
}

const cache = new WeakMap<HistoryRow, Cached>();

/**
 * A row's display strings, built the first time it scrolls into view and kept while the row
 * lives, so scrolling back and forth through 100,000 events formats each of them at most once.
 * Rebuilt when the vehicle list that names it arrives or changes.
 */
export function rowCells(row: HistoryRow, vehicle: VehicleInfo | undefined): RowCells {
  const held = cache.get(row);
  if (held && held.vehicle === vehicle) return held.cells;
  const cells = buildCells(row, vehicle);
  cache.set(row, { vehicle, cells });
  return cells;
}

function buildCells({ evento, ms }: HistoryRow, vehicle: VehicleInfo | undefined): RowCells {
  const sensor = evento.sensor ? ` (${evento.sensor.replaceAll('_', ' ')})` : '';
  return {
    fecha: formatArgentinaDateTime(ms),
    vehiculo: eventVehicleLabel(evento, vehicle),
    patente: vehicle?.patente ?? evento.patente ?? undefined,
    cliente: vehicle?.clienteNombre ?? '',
    categoria: categoryName(evento.categoria),
    tipo: tipoLabel(evento.tipo),
    detalle: isInputEvent(evento.tipo) ? ` · Entrada ${evento.entrada ?? '—'}${sensor}` : '',
    velocidad: evento.velocidad_kmh === null ? '—' : `${evento.velocidad_kmh} km/h`,
    critico: isTipoCritico(evento.tipo),
  };
}
