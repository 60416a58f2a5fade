'use client';

import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { rowTitle, type VehicleRow } from '@/lib/client/fleet-rows';
import { STATUS_INFO } from '@/lib/client/vehicle-status';
import { StatusDot } from './StatusDot';
import { useRowWindow } from './use-row-window';

const ROW_HEIGHT = 56;

type Props = {
  rows: readonly VehicleRow[];
  selectedId: string | null;
  /** A row was chosen (click or Enter): select the vehicle and fly to it. */
  onChoose: (id: string) => void;
};

function rowSubtitle(row: VehicleRow): string {
  const parts = [row.nombre !== row.patente ? row.nombre : null, row.conductor, row.cliente?.nombre].filter(Boolean);
  return parts.length ? parts.join(' · ') : row.id;
}

function rowStatus(row: VehicleRow): string {
  if (!row.status) return 'Sin posición';
  const speed = row.status === 'en_movimiento' && row.posicion?.velocidad_kmh != null ? ` · ${row.posicion.velocidad_kmh} km/h` : '';
  return `${STATUS_INFO[row.status].label}${speed}`;
}

const optionId = (id: string) => `vehiculo-${id}`;

/**
 * Every vehicle in scope, virtualised (only the rows in view exist in the DOM, so 20,000 vehicles
 * scroll like 20). A listbox: arrows move, Enter chooses, as does a click.
 */
export function VehicleList({ rows, selectedId, onChoose }: Props) {
  const [active, setActive] = useState(0);
  const { attach, start, end, totalHeight, viewportHeight, scrollToIndex } = useRowWindow(rows.length, ROW_HEIGHT, 8);
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));
  const activeRow = rows[activeIndex];

  const selectedIndex = useMemo(() => (selectedId ? rows.findIndex((r) => r.id === selectedId) : -1), [selectedId, rows]);
  // The keyboard cursor joins the selected vehicle whenever the selection or the list changes
  // (adjusted while rendering, as React advises, rather than in an effect).
  const [cursorSetFor, setCursorSetFor] = useState({ rows, selectedId });
  if (cursorSetFor.rows !== rows || cursorSetFor.selectedId !== selectedId) {
    setCursorSetFor({ rows, selectedId });
    if (selectedIndex >= 0) setActive(selectedIndex);
  }
  useEffect(() => {
    if (selectedIndex >= 0) scrollToIndex(selectedIndex);
  }, [selectedIndex, rows, scrollToIndex]);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    scrollToIndex(next);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const page = Math.max(1, Math.floor(viewportHeight / ROW_HEIGHT) - 1);
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeIndex + 1),
      ArrowUp: () => moveTo(activeIndex - 1),
      PageDown: () => moveTo(activeIndex + page),
      PageUp: () => moveTo(activeIndex - page),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      Enter: () => activeRow && onChoose(activeRow.id),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };

  if (rows.length === 0) {
    return <p className="p-4 text-sm text-slate-600">Ningún vehículo coincide con la búsqueda y los filtros.</p>;
  }

  return (
    <div
      ref={attach}
      role="listbox"
      aria-label="Vehículos"
      tabIndex={0}
      aria-activedescendant={activeRow ? optionId(activeRow.id) : undefined}
      onKeyDown={onKeyDown}
      className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600"
      data-testid="lista-vehiculos"
    >
      <div style={{ height: totalHeight, position: 'relative' }}>
        {rows.slice(start, end).map((row, offset) => {
          const index = start + offset;
          const selected = row.id === selectedId;
          return (
            <div
              key={row.id}
              id={optionId(row.id)}
              role="option"
              aria-selected={selected}
              onClick={() => {
                setActive(index);
                onChoose(row.id);
              }}
              className={`absolute inset-x-0 flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 ${
                selected ? 'bg-sky-100' : index === activeIndex ? 'bg-slate-100' : 'hover:bg-slate-50'
              }`}
              style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT }}
            >
              <StatusDot status={row.status} />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium">{rowTitle(row)}</span>
                  <span className="shrink-0 text-xs text-slate-600">{rowStatus(row)}</span>
                </div>
                <div className="truncate text-xs text-slate-600">{rowSubtitle(row)}</div>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
