'use client';

import { useMemo, useState } from 'react';
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

/** Only this many options render at once; the search box finds the rest among thousands of vehicles. */
const MAX_SHOWN = 200;

/** A multiple choice in a drop-down with a search box; choosing none means all. */
export function CheckListPicker({ label, allLabel, options, selected, onChange }: Props) {
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
        : `${selected.length} elegidos`;

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
          placeholder="Buscar…"
          aria-label={`Buscar en ${label.toLowerCase()}`}
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
              Elegir los {matching.length} encontrados
            </button>
          )}
        </div>
        <ul className="max-h-64 overflow-y-auto text-sm" aria-label={label}>
          {matching.slice(0, MAX_SHOWN).map((option) => (
            <li key={option.value}>
              <label className="flex items-center gap-2 px-1 py-0.5 hover:bg-slate-50">
                <input type="checkbox" checked={chosen.has(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />
                <span className="truncate">{option.label}</span>
                {option.hint && <span className="ml-auto truncate text-xs text-slate-500">{option.hint}</span>}
              </label>
            </li>
          ))}
        </ul>
        {matching.length > MAX_SHOWN && (
          <p className="mt-1 text-xs text-slate-500">
            Se muestran {MAX_SHOWN} de {matching.length}; escribí para encontrar el resto.
          </p>
        )}
      </div>
    </details>
  );
}
