'use client';

import { useTranslations } from 'next-intl';
import { chartGeometry, chartSummary } from './units-chart';

const WIDTH = 600;
const HEIGHT = 120;

/** Units spent in each of the last 60 minutes, with the key's budget as a dashed line. */
export function UnitsChart({ porMinuto, limite }: { porMinuto: readonly number[]; limite: number | null }) {
  const t = useTranslations('KeyStatus');
  const { bars, limitY, ceiling } = chartGeometry(porMinuto, limite, WIDTH, HEIGHT);
  const barWidth = WIDTH / Math.max(1, porMinuto.length);
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={chartSummary(porMinuto, limite, t)}
        className="h-32 w-full rounded border border-slate-200 bg-white"
      >
        {bars.map((bar, i) => (
          <rect
            key={i}
            x={bar.x + barWidth * 0.1}
            y={bar.y}
            width={barWidth * 0.8}
            height={bar.height}
            className={bar.overLimit ? 'fill-red-500' : 'fill-sky-600'}
          >
            <title>{t('chartBar', { minutes: porMinuto.length - i, units: bar.units })}</title>
          </rect>
        ))}
        {limitY !== null && (
          <line x1={0} x2={WIDTH} y1={limitY + 0.5} y2={limitY + 0.5} className="stroke-amber-600" strokeDasharray="6 4" />
        )}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{t('chartStart')}</span>
        <span>
          {t('chartScale', { ceiling })}
          {limite !== null && t('chartLimitLine')}
        </span>
        <span>{t('chartNow')}</span>
      </figcaption>
    </figure>
  );
}
