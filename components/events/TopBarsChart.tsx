'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';

export interface TopBar {
  clave: string;
  etiqueta: string;
  cantidad: number;
  color: string;
}

interface Props {
  title: string;
  testId: string;
  bars: readonly TopBar[];
  selected: string | undefined;
  onSelect: (clave: string | undefined) => void;
}

/** A ranking as horizontal bars; clicking one narrows the table to it, clicking it again clears. */
export const TopBarsChart = memo(function TopBarsChart({ title, testId, bars, selected, onSelect }: Props) {
  const t = useTranslations('History');
  const formats = useFormats();
  const max = Math.max(1, ...bars.map((b) => b.cantidad));
  return (
    <figure className="rounded border border-slate-200 bg-white p-3" data-testid={testId}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      {bars.length === 0 && <p className="text-xs text-slate-500">{t('noData')}</p>}
      <ol className="space-y-1">
        {bars.map((bar) => (
          <li key={bar.clave}>
            <button
              type="button"
              aria-pressed={bar.clave === selected}
              onClick={() => onSelect(bar.clave === selected ? undefined : bar.clave)}
              className={`group grid w-full grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-left text-xs ${
                selected && bar.clave !== selected ? 'opacity-40' : ''
              }`}
            >
              <span className="truncate text-slate-700" title={bar.etiqueta}>
                {bar.etiqueta}
              </span>
              <span className="h-3 rounded-sm bg-slate-100">
                <span className="block h-full rounded-sm group-hover:opacity-80" style={{ width: `${(bar.cantidad / max) * 100}%`, backgroundColor: bar.color }} />
              </span>
              <span className="tabular-nums text-slate-600">{formats.integer(bar.cantidad)}</span>
            </button>
          </li>
        ))}
      </ol>
    </figure>
  );
});
