'use client';

import { useTranslations } from 'next-intl';
import { CLUSTER_COLOR } from '@/components/map/vehicle-layer-specs';
import { MOVING_MIN_KMH, NO_FIX_AFTER_MS, VEHICLE_STATUSES } from '@/lib/client/vehicle-status';
import { StatusDot } from './StatusDot';

/** What each colour on the map means; folded by default so it does not cover vehicles. */
export function StatusLegend() {
  const t = useTranslations('Live');
  const statuses = useTranslations('Status');
  const limits = { kmh: MOVING_MIN_KMH, minutes: NO_FIX_AFTER_MS / 60_000 };
  return (
    <details className="rounded-lg border border-slate-300 bg-white/95 text-sm shadow" data-testid="leyenda">
      <summary className="cursor-pointer px-3 py-2 font-medium">{t('legend')}</summary>
      <ul className="space-y-1.5 px-3 pb-3">
        {VEHICLE_STATUSES.map((status) => (
          <li key={status} className="flex items-start gap-2">
            <span className="mt-1">
              <StatusDot status={status} />
            </span>
            <span>
              <span className="font-medium">{statuses(`${status}.label`)}</span>
              <span className="block text-xs text-slate-600">{statuses(`${status}.description`, limits)}</span>
            </span>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span
            aria-hidden
            className="inline-flex size-5 items-center justify-center rounded-full text-[10px] text-white"
            style={{ backgroundColor: CLUSTER_COLOR }}
          >
            {12}
          </span>
          <span>{t('cluster')}</span>
        </li>
        <li className="text-xs text-slate-600">{t('arrow')}</li>
      </ul>
    </details>
  );
}
