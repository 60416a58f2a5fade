'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useEventLabels } from '@/lib/client/events/event-labels';
import type { TipoEvento } from '@/lib/fleet/schemas/tipo-evento';
import { categoryStyle } from '@/lib/client/category-palette';

interface Props {
  catalog: readonly TipoEvento[];
  categorias: readonly string[];
  tipos: readonly string[];
  onChange: (change: { categorias: string[]; tipos: string[] }) => void;
}

/**
 * Categories and their types from the catalog. Ticking a category takes all its types (and
 * future ones); ticking single types picks just those. Nothing ticked means every type.
 */
export function TypePicker({ catalog, categorias, tipos, onChange }: Props) {
  const t = useTranslations('History');
  const labels = useEventLabels();
  const groups = useMemo(() => {
    const byCategory = new Map<string, TipoEvento[]>();
    for (const entry of catalog) byCategory.set(entry.categoria, [...(byCategory.get(entry.categoria) ?? []), entry]);
    return [...byCategory];
  }, [catalog]);
  const count = categorias.length + tipos.length;

  const toggleCategory = (categoria: string, types: TipoEvento[], on: boolean) => {
    const own = new Set(types.map((t) => t.tipo));
    onChange({
      categorias: on ? [...categorias, categoria] : categorias.filter((c) => c !== categoria),
      tipos: tipos.filter((t) => !own.has(t)),
    });
  };
  const toggleType = (tipo: string, on: boolean) =>
    onChange({ categorias: [...categorias], tipos: on ? [...tipos, tipo] : tipos.filter((t) => t !== tipo) });

  return (
    <details className="relative">
      <summary className="flex cursor-pointer list-none flex-col rounded border border-slate-300 bg-white px-2 py-1 text-sm">
        <span className="text-xs text-slate-500">{t('typesLabel')}</span>
        <span>{count === 0 ? t('allTypes') : t('chosen', { count })}</span>
      </summary>
      <div className="absolute z-30 mt-1 max-h-96 w-96 overflow-y-auto rounded border border-slate-300 bg-white p-2 text-sm shadow-lg">
        <button type="button" className="mb-1 text-xs text-sky-700 hover:underline" onClick={() => onChange({ categorias: [], tipos: [] })}>
          {t('allTypes')}
        </button>
        {groups.map(([categoria, types]) => {
          const whole = categorias.includes(categoria);
          return (
            <fieldset key={categoria} className="mb-2">
              <legend className="w-full">
                <label className="flex items-center gap-2 font-medium" style={{ color: categoryStyle(categoria).color }}>
                  <input type="checkbox" checked={whole} onChange={(e) => toggleCategory(categoria, types, e.target.checked)} />
                  {labels.category(categoria, types[0]?.categoria_nombre)}
                </label>
              </legend>
              <ul className="ml-5 grid grid-cols-2 gap-x-2">
                {types.map((type) => (
                  <li key={type.tipo}>
                    <label className="flex items-center gap-1.5 text-xs">
                      <input
                        type="checkbox"
                        checked={whole || tipos.includes(type.tipo)}
                        disabled={whole}
                        onChange={(e) => toggleType(type.tipo, e.target.checked)}
                      />
                      {labels.type(type.tipo, type.descripcion)}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}
