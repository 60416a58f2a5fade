import { memo } from 'react';
import type { HistoryRow } from '@/lib/client/events/history-row';
import { rowCells, type CellWords } from '@/lib/client/events/row-cells';
import type { VehicleInfo } from '@/lib/client/events/vehicle-directory';
import { CategoryIcon } from './CategoryIcon';
import { TABLE_GRID } from './history-columns';

/** Fixed height, so the virtualiser never has to measure a row. */
export const ROW_HEIGHT = 36;

interface Props {
  row: HistoryRow;
  index: number;
  start: number;
  vehicle: VehicleInfo | undefined;
  words: CellWords;
  selected: boolean;
  onSelect: (row: HistoryRow) => void;
}

/**
 * One event of the history table. `contain: strict` keeps a row's layout and paint to itself:
 * scrolling moves rows and rewrites their text without the browser re-laying out the table.
 */
export const EventsTableRow = memo(function EventsTableRow({ row, index, start, vehicle, words, selected, onSelect }: Props) {
  const { evento } = row;
  const cells = rowCells(row, vehicle, words);
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
        'absolute grid w-full cursor-pointer items-center border-b border-slate-100 hover:bg-sky-50 focus:outline-2 focus:-outline-offset-2 focus:outline-sky-500',
        selected ? 'bg-sky-100' : cells.critico ? 'bg-red-50' : index % 2 ? 'bg-slate-50/60' : 'bg-white',
      ].join(' ')}
      style={{ gridTemplateColumns: TABLE_GRID, height: ROW_HEIGHT, transform: `translateY(${start}px)`, contain: 'strict' }}
    >
      <td className="truncate px-2 tabular-nums">
        <time dateTime={evento.fecha}>{cells.fecha}</time>
      </td>
      <td className="truncate px-2" title={cells.patente}>
        {cells.vehiculo}
      </td>
      <td className="truncate px-2">{cells.cliente}</td>
      <td className="flex items-center gap-1.5 truncate px-2">
        <CategoryIcon categoria={evento.categoria} size={20} decorative />
        <span className="truncate">{cells.categoria}</span>
      </td>
      <td className={`truncate px-2 ${cells.critico ? 'font-semibold text-red-800' : ''}`}>{cells.tipo}</td>
      <td className="truncate px-2 text-slate-700" title={evento.descripcion + cells.detalle}>
        {evento.descripcion}
        {cells.detalle && <span className="text-slate-600">{cells.detalle}</span>}
      </td>
      <td className="px-2 text-right tabular-nums">{cells.velocidad}</td>
    </tr>
  );
});
