import { memo } from 'react';
import { categoryName } from '@/lib/client/events/category-name';
import type { HistoryRow } from '@/lib/client/events/history-row';
import type { VehicleInfo } from '@/lib/client/events/vehicle-directory';
import { catalogEntry, isTipoCritico } from '@/lib/fleet/catalog';
import { isInputEvent } from '@/lib/fleet/schemas/evento';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { CategoryIcon } from './CategoryIcon';
import { TABLE_GRID } from './history-columns';

/** Fixed height, so the virtualiser never has to measure a row. */
export const ROW_HEIGHT = 36;

interface Props {
  row: HistoryRow;
  index: number;
  start: number;
  vehicle: VehicleInfo | undefined;
  selected: boolean;
  onSelect: (row: HistoryRow) => void;
}

export const EventsTableRow = memo(function EventsTableRow({ row, index, start, vehicle, selected, onSelect }: Props) {
  const { evento } = row;
  const critical = isTipoCritico(evento.tipo);
  const detail = isInputEvent(evento.tipo) ? ` · Entrada ${evento.entrada ?? '—'}${evento.sensor ? ` (${evento.sensor.replaceAll('_', ' ')})` : ''}` : '';
  return (
    <tr
      data-testid="fila-evento"
      data-evento-id={evento.id}
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={0}
      onClick={() => onSelect(row)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onSelect(row);
        }
      }}
      className={[
        'absolute grid w-full cursor-pointer items-center border-b border-slate-100 hover:bg-sky-50 focus:outline-2 focus:outline-sky-500',
        selected ? 'bg-sky-100' : critical ? 'bg-red-50' : index % 2 ? 'bg-slate-50/60' : 'bg-white',
      ].join(' ')}
      style={{ gridTemplateColumns: TABLE_GRID, height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
    >
      <td className="truncate px-2 tabular-nums">
        <time dateTime={evento.fecha}>{formatArgentinaDateTime(row.ms)}</time>
      </td>
      <td className="truncate px-2" title={vehicle?.patente ?? evento.patente ?? undefined}>
        {vehicle?.etiqueta ?? evento.patente ?? evento.vehiculo}
      </td>
      <td className="truncate px-2">{vehicle?.clienteNombre ?? ''}</td>
      <td className="flex items-center gap-1.5 truncate px-2">
        <CategoryIcon categoria={evento.categoria} size={20} />
        <span className="truncate">{categoryName(evento.categoria)}</span>
      </td>
      <td className={`truncate px-2 ${critical ? 'font-semibold text-red-800' : ''}`}>
        {catalogEntry(evento.tipo)?.descripcion ?? evento.tipo}
      </td>
      <td className="truncate px-2 text-slate-700" title={evento.descripcion + detail}>
        {evento.descripcion}
        <span className="text-slate-500">{detail}</span>
      </td>
      <td className="px-2 text-right tabular-nums">{evento.velocidad_kmh === null ? '—' : `${evento.velocidad_kmh} km/h`}</td>
    </tr>
  );
});
