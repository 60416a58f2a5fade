'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import type { DayBucket } from '@/lib/client/events/chart-buckets';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { useFormats } from '@/lib/client/format/use-formats';
import { CATEGORIAS } from '@/lib/fleet/catalog';
import { parseApiDateTime } from '@/lib/fleet/time';
import { categoryStyle } from '@/lib/client/category-palette';

interface Props {
  buckets: readonly DayBucket[];
  selectedDia: string | undefined;
  onSelectDia: (dia: string | undefined) => void;
}

const ORDER = CATEGORIAS.map((c) => c.id as string);

/** Events per Argentina day, stacked by category; clicking a day narrows the table to it. */
export const EventsPerDayChart = memo(function EventsPerDayChart({ buckets, selectedDia, onSelectDia }: Props) {
  const t = useTranslations('History');
  const labels = useEventLabels();
  const formats = useFormats();
  // `yyyy-mm-dd` is 00:00 of that Argentina day: its day and month in the page's language.
  const shortDay = (dia: string) => formats.dayMonth(parseApiDateTime(dia) ?? 0);
  const describe = (bucket: DayBucket) => {
    const parts = Object.entries(bucket.porCategoria).map(([cat, count]) => t('categoryCount', { category: labels.category(cat), count }));
    const day = shortDay(bucket.dia);
    return parts.length ? t('dayBarWithParts', { day, total: bucket.total, parts: parts.join(', ') }) : t('dayBar', { day, total: bucket.total });
  };
  const max = Math.max(1, ...buckets.map((b) => b.total));
  const labelEvery = Math.max(1, Math.ceil(buckets.length / 12));
  const present = ORDER.filter((cat) => buckets.some((b) => b.porCategoria[cat]));
  return (
    <figure className="rounded border border-slate-200 bg-white p-3" data-testid="grafico-por-dia">
      <figcaption className="mb-2 flex items-baseline justify-between text-sm font-semibold text-slate-800">
        {t('perDay')}
        <span className="text-xs font-normal text-slate-500">{t('maxPerDay', { max })}</span>
      </figcaption>
      <div className="flex h-40 items-end gap-px border-b border-slate-300">
        {buckets.map((bucket) => (
          <button
            key={bucket.dia}
            type="button"
            title={describe(bucket)}
            aria-label={describe(bucket)}
            aria-pressed={bucket.dia === selectedDia}
            onClick={() => onSelectDia(bucket.dia === selectedDia ? undefined : bucket.dia)}
            className={`flex h-full min-w-0 flex-1 flex-col-reverse hover:opacity-80 ${
              selectedDia && bucket.dia !== selectedDia ? 'opacity-30' : ''
            }`}
          >
            {ORDER.map((cat) => {
              const count = bucket.porCategoria[cat];
              if (!count) return null;
              return <span key={cat} className="block w-full" style={{ height: `${(count / max) * 100}%`, backgroundColor: categoryStyle(cat).color }} />;
            })}
          </button>
        ))}
      </div>
      <div className="flex gap-px text-[10px] text-slate-500">
        {buckets.map((bucket, index) => (
          <span key={bucket.dia} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
            {index % labelEvery === 0 ? shortDay(bucket.dia) : ''}
          </span>
        ))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        {present.map((cat) => (
          <li key={cat} className="inline-flex items-center gap-1">
            <span className="h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: categoryStyle(cat).color }} aria-hidden="true" />
            {labels.category(cat)}
          </li>
        ))}
      </ul>
    </figure>
  );
});
