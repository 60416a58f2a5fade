'use client';

import { useTranslations } from 'next-intl';
import { CATEGORIAS } from '@/lib/fleet/catalog';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { useFormats } from '@/lib/client/format/use-formats';
import type { RouteTotals } from '@/lib/client/replay/totals';
import { categoryColor } from '@/lib/client/category-palette';

/** Distance, times, speeds, stops and events of the replayed range. */
export function RouteTotalsPanel({ totals, eventsUnavailable }: { totals: RouteTotals; eventsUnavailable: boolean }) {
  const t = useTranslations('Replay');
  const noData = useTranslations('Common')('noData');
  const formats = useFormats();
  const labels = useEventLabels();
  const speed = (kmh: number | null) => (kmh === null ? noData : formats.speed(Math.round(kmh)));
  const rows: [string, string][] = [
    [t('distance'), formats.km(totals.distanceKm)],
    [t('moving'), formats.duration(totals.drivingMs)],
    [t('stopped'), formats.duration(totals.stoppedMs)],
    [t('idle'), formats.duration(totals.idleMs)],
    [t('maxSpeed'), speed(totals.maxSpeedKmh)],
    [t('averageSpeed'), speed(totals.averageSpeedKmh)],
    [t('stopsCount'), formats.integer(totals.stops)],
  ];
  const known = new Set<string>(CATEGORIAS.map((c) => c.id));
  const categories = [...CATEGORIAS.map((c) => c.id as string), ...[...totals.eventsByCategory.keys()].filter((id) => !known.has(id))].filter((id) =>
    totals.eventsByCategory.has(id),
  );

  return (
    <section aria-labelledby="totales-titulo">
      <h2 id="totales-titulo" className="text-sm font-semibold">
        {t('totals')}
      </h2>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm" data-testid="totales">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-2 text-xs font-semibold text-slate-600 uppercase">{t('eventsByCategory')}</h3>
      {eventsUnavailable ? (
        <p className="text-sm text-slate-500">{t('unavailable')}</p>
      ) : categories.length === 0 ? (
        <p className="text-sm text-slate-500">{t('noneInRange')}</p>
      ) : (
        <ul className="mt-0.5 text-sm">
          {categories.map((id) => (
            <li key={id} className="flex items-center justify-between">
              <span className="flex items-center gap-1.5">
                <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: categoryColor(id) }} />
                {labels.category(id)}
              </span>
              <span className="tabular-nums">{formats.integer(totals.eventsByCategory.get(id) ?? 0)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
