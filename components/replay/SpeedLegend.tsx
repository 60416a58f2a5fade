'use client';

import { useTranslations } from 'next-intl';
import { type Ref, useState } from 'react';
import { SPEED_BUCKETS, UNKNOWN_SPEED_STYLE } from '@/lib/client/replay/speed-buckets';

/**
 * Screens at least this tall leave the map room for the open legend; on shorter ones (a
 * 1280×720 laptop leaves the map about 240 pixels) it starts folded, a one-line tab.
 */
const UNFOLDED_FROM = '(min-height: 860px)';

/**
 * What the path's colours and dashes mean: a low strip that wraps, so that even on a short
 * screen it leaves the map's zoom buttons (top left) uncovered. FitToRoute keeps the route
 * clear of it (through `ref`).
 */
export function SpeedLegend({ ref }: { ref?: Ref<HTMLDetailsElement> }) {
  const t = useTranslations('Replay');
  const [startsOpen] = useState(() => window.matchMedia(UNFOLDED_FROM).matches);
  const bands = [
    ...SPEED_BUCKETS.map(({ min, color }, i) => {
      const next = SPEED_BUCKETS[i + 1];
      const label = min === 0 ? t('speedStopped') : next ? t('speedBand', { min, max: next.min - 1 }) : t('speedFrom', { min });
      return { label, color };
    }),
    { label: t('speedUnknown'), color: UNKNOWN_SPEED_STYLE.color },
  ];
  return (
    <details ref={ref} open={startsOpen} className="group max-w-xl rounded bg-white/95 px-2 py-1 text-xs shadow" data-testid="leyenda-velocidad">
      <summary className="cursor-pointer font-semibold group-open:float-left group-open:mr-2">{t('legend')}</summary>
      <ul className="flex flex-wrap gap-x-3 gap-y-0.5">
        {bands.map((b) => (
          <li key={b.color} className="flex items-center gap-1.5">
            <span className="inline-block h-1 w-5 rounded" style={{ backgroundColor: b.color }} />
            {b.label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span className="inline-block w-5 border-t-2 border-dashed border-slate-600" />
          {t('approxLine')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="ml-1.5 inline-block h-2 w-2 rounded-full border-2 border-slate-700" />
          {t('approxPoint')}
        </li>
      </ul>
    </details>
  );
}
