'use client';

import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState } from 'react';
import { rangeKeeping } from '@/components/lists/range-keeping';
import { useKeptFocus } from '@/components/lists/use-kept-focus';
import { normalizeSearch } from '@/lib/client/events/refine-rows';

export interface PickerOption {
  value: string;
  label: string;
  hint?: string;
}

interface Props {
  label: string;
  /** What "nothing chosen" means, e.g. "Todos los vehículos". */
  allLabel: string;
  options: readonly PickerOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** One option's line: fixed, so that the virtual list needs no measuring. */
const OPTION_PX = 24;

/**
 * A multiple choice in a drop-down with a search box; choosing none means all. Thousands of
 * vehicles scroll whole in a virtual list (TanStack Virtual): only the options in view are in the
 * page, each saying its place among those found, and the focused one stays while the list scrolls.
 */
export function CheckListPicker({ label, allLabel, options, selected, onChange }: Props) {
  const t = useTranslations('History');
  const [search, setSearch] = useState('');
  const chosen = useMemo(() => new Set(selected), [selected]);
  const matching = useMemo(() => {
    const words = normalizeSearch(search).split(/\s+/).filter(Boolean);
    return options.filter((o) => words.every((w) => normalizeSearch(`${o.label} ${o.hint ?? ''} ${o.value}`).includes(w)));
  }, [options, search]);
  const summary =
    selected.length === 0
      ? allLabel
      : selected.length === 1
        ? (options.find((o) => o.value === selected[0])?.label ?? selected[0])
        : t('chosen', { count: selected.length });

  const scrollRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => matching.map((o) => o.value), [matching]);
  const { focusHandlers, focusedSpan } = useKeptFocus(keys, 'data-value');
  const rangeExtractor = useCallback((range: Range) => rangeKeeping(range, [focusedSpan()]), [focusedSpan]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this list itself; nothing here is compiler-memoised.
  const virtualizer = useVirtualizer({
    count: matching.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => OPTION_PX,
    getItemKey: (index) => keys[index]!,
    overscan: 10,
    useFlushSync: false,
    rangeExtractor,
  });

  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value));

  return (
    <details className="relative">
      <summary className="flex cursor-pointer list-none flex-col rounded border border-slate-300 bg-white px-2 py-1 text-sm">
        <span className="text-xs text-slate-500">{label}</span>
        <span className="max-w-48 truncate">{summary}</span>
      </summary>
      <div className="absolute z-30 mt-1 w-80 rounded border border-slate-300 bg-white p-2 shadow-lg">
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('pickerSearch')}
          aria-label={t('pickerSearchIn', { label: label.toLowerCase() })}
          className="mb-2 w-full rounded border border-slate-300 px-2 py-1 text-sm"
        />
        <div className="mb-1 flex justify-between text-xs">
          <button type="button" className="text-sky-700 hover:underline" onClick={() => onChange([])}>
            {allLabel}
          </button>
          {search && matching.length > 0 && (
            <button
              type="button"
              className="text-sky-700 hover:underline"
              onClick={() => onChange([...new Set([...selected, ...matching.map((o) => o.value)])])}
            >
              {t('chooseFound', { count: matching.length })}
            </button>
          )}
        </div>
        <div ref={scrollRef} className="max-h-64 overflow-y-auto">
          <ul className="relative text-sm" style={{ height: virtualizer.getTotalSize() }} aria-label={label} {...focusHandlers}>
            {virtualizer.getVirtualItems().map(({ index, key, start }) => {
              const option = matching[index]!;
              return (
                <li
                  key={key}
                  data-value={option.value}
                  aria-posinset={index + 1}
                  aria-setsize={matching.length}
                  className="absolute inset-x-0 top-0"
                  style={{ height: OPTION_PX, transform: `translateY(${start}px)` }}
                >
                  <label className="flex h-full items-center gap-2 px-1 hover:bg-slate-50">
                    <input type="checkbox" checked={chosen.has(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />
                    <span className="truncate">{option.label}</span>
                    {option.hint && <span className="ml-auto truncate text-xs text-slate-500">{option.hint}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
        {matching.length === 0 && <p className="mt-1 text-xs text-slate-500">{t('noneMatch')}</p>}
      </div>
    </details>
  );
}
