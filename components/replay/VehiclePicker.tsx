'use client';

import { useQuery } from '@tanstack/react-query';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { rangeKeeping } from '@/components/lists/range-keeping';
import { vehiclesQueryOptions } from '@/lib/client/fleet-queries';
import { useErrorText } from '@/lib/client/use-error-text';
import { replaySearchTexts, searchVehicles, vehicleLabel } from '@/lib/client/replay/vehicle-search';

/** One option: the vehicle's label over its client and driver, fixed so that the virtual list needs no measuring. */
const OPTION_PX = 44;

type Props = {
  value: string | null;
  onChange: (vehiculo: string) => void;
};

/**
 * A searchable vehicle list (combobox): type part of a plate, name, client or driver. Every match
 * is in the list, however many (TanStack Virtual keeps only those in view in the page, and the
 * one the arrows are on), each saying its place among them.
 */
export function VehiclePicker({ value, onChange }: Props) {
  const t = useTranslations('Replay');
  const errorText = useErrorText();
  const vehicles = useQuery(vehiclesQueryOptions);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const all = vehicles.data?.datos;
  const texts = useMemo(() => (vehicles.data ? replaySearchTexts(vehicles.data) : []), [vehicles.data]);
  const matches = useMemo(() => searchVehicles(all ?? [], texts, query), [all, texts, query]);
  const selected = all?.find((v) => v.id === value);
  const shownText = open ? query : selected ? vehicleLabel(selected) : (value ?? '');
  const activeMatch = matches[active];

  const rangeExtractor = useCallback((range: Range) => rangeKeeping(range, [[active, active]]), [active]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this list itself; nothing here is compiler-memoised.
  const virtualizer = useVirtualizer({
    count: open ? matches.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => OPTION_PX,
    getItemKey: (index) => matches[index]!.id,
    overscan: 6,
    useFlushSync: false,
    rangeExtractor,
  });

  const choose = (id: string) => {
    onChange(id);
    setOpen(false);
    setQuery('');
  };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      moveTo(active + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' && open && activeMatch) {
      e.preventDefault();
      choose(activeMatch.id);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative w-72">
      <label className="block text-xs font-medium text-slate-600" htmlFor={`${listId}-input`}>
        {t('vehicle')}
      </label>
      <input
        id={`${listId}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeMatch ? `${listId}-${activeMatch.id}` : undefined}
        placeholder={vehicles.isPending ? t('vehiclesLoading') : t('vehicleSearch')}
        value={shownText}
        onFocus={() => {
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
          scrollRef.current?.scrollTo({ top: 0 });
        }}
        onKeyDown={onKeyDown}
        className="mt-0.5 w-full rounded border border-slate-300 px-2 py-1 text-sm"
      />
      {vehicles.isError && <p className="mt-1 text-xs text-red-700">{t('vehiclesFailed', { reason: errorText(vehicles.error) })}</p>}
      {open && all && matches.length === 0 && (
        <p className="absolute z-20 mt-1 w-full rounded border border-slate-200 bg-white px-2 py-1 text-sm text-slate-500 shadow-lg">
          {t('noVehicleMatch')}
        </p>
      )}
      <div
        ref={scrollRef}
        id={listId}
        role="listbox"
        aria-label={t('vehicles')}
        hidden={!(open && all && matches.length > 0)}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded border border-slate-200 bg-white text-sm shadow-lg"
      >
        <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map(({ index, key, start }) => {
            const v = matches[index]!;
            return (
              <div
                key={key}
                id={`${listId}-${v.id}`}
                role="option"
                aria-selected={index === active}
                aria-posinset={index + 1}
                aria-setsize={matches.length}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(v.id);
                }}
                className={`absolute inset-x-0 top-0 cursor-pointer overflow-hidden px-2 py-1 ${index === active ? 'bg-slate-100' : ''}`}
                style={{ height: OPTION_PX, transform: `translateY(${start}px)` }}
              >
                <span className="block truncate font-medium">{vehicleLabel(v)}</span>
                <span className="block truncate text-xs text-slate-500">
                  {v.cliente.nombre ?? v.cliente.id}
                  {v.conductor ? ` · ${v.conductor}` : ''}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
