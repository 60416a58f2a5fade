'use client';

import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { rangeKeeping } from '@/components/lists/range-keeping';
import { rowTitle, type VehicleRow } from '@/lib/client/fleet-rows';
import { useFormats } from '@/lib/client/format/use-formats';
import { StatusDot } from './StatusDot';

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

const optionId = (id: string) => `vehiculo-${id}`;

/**
 * Every vehicle in scope, virtualised by TanStack Virtual: only the rows in view (and a few
 * around) are in the page, so 20,000 vehicles scroll like 20. A listbox: arrows, Page Up/Down,
 * Home and End move, Enter chooses, as does a click. The keyboard's row stays in the page however
 * far the list is scrolled from it (its id is the listbox's active descendant), and each row says
 * its place among all (`aria-posinset` of `aria-setsize`), which the page alone no longer shows.
 */
export function VehicleList({ rows, selectedId, onChoose }: Props) {
  const t = useTranslations('Live');
  const statuses = useTranslations('Status');
  const formats = useFormats();
  const rowStatus = (row: VehicleRow): string => {
    const status = statuses(`${row.status ?? 'sin_posicion'}.label`);
    const speed = row.status === 'en_movimiento' ? row.posicion?.velocidad_kmh : null;
    return speed == null ? status : t('statusWithSpeed', { status, speed: formats.speed(speed) });
  };
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
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

  const rangeExtractor = useCallback((range: Range) => rangeKeeping(range, [[activeIndex, activeIndex]]), [activeIndex]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this list itself; nothing here is compiler-memoised.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]!.id,
    overscan: 8,
    // React 19 batches the scroll's re-render into the next frame instead of rendering inside every scroll event.
    useFlushSync: false,
    rangeExtractor,
  });

  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, rows, virtualizer]);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1);
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
    return <p className="p-4 text-sm text-slate-600">{t('noMatch')}</p>;
  }

  return (
    <div
      ref={scrollRef}
      role="listbox"
      aria-label={t('vehicles')}
      tabIndex={0}
      aria-activedescendant={activeRow ? optionId(activeRow.id) : undefined}
      onKeyDown={onKeyDown}
      className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600"
      data-testid="lista-vehiculos"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map(({ index, key, start }) => {
          const row = rows[index]!;
          const selected = row.id === selectedId;
          return (
            <div
              key={key}
              id={optionId(row.id)}
              role="option"
              aria-selected={selected}
              aria-posinset={index + 1}
              aria-setsize={rows.length}
              onClick={() => {
                setActive(index);
                onChoose(row.id);
              }}
              className={`absolute inset-x-0 flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 ${
                selected ? 'bg-sky-100' : index === activeIndex ? 'bg-slate-100' : 'hover:bg-slate-50'
              }`}
              style={{ top: start, height: ROW_HEIGHT }}
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
