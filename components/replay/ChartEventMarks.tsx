'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import { categoryColor } from '@/lib/client/category-palette';

type Props = {
  desde: number;
  hasta: number;
  events: readonly PlacedEvent[];
  onSeek: (t: number) => void;
};

/**
 * The vehicle's events over the speed chart's plot area: a faint line in the category's colour
 * through the chart, and a head on top that seeks there when clicked. The chart's x axis spans
 * exactly [desde, hasta], so a mark's place is a percentage and survives any resize. Outside the
 * heads the layer lets clicks through to the chart, which seeks to the clicked time.
 * Memoised: playback snapshots do not redraw it.
 */
export const ChartEventMarks = memo(function ChartEventMarks({ desde, hasta, events, onSeek }: Props) {
  const t = useTranslations('Replay');
  const formats = useFormats();
  const span = Math.max(1, hasta - desde);
  return (
    <div className="pointer-events-none absolute inset-0" data-testid="eventos-grafico">
      {events.map((placed) => {
        const left = `${(Math.min(Math.max(placed.time - desde, 0), span) / span) * 100}%`;
        const color = categoryColor(placed.evento.categoria);
        const label = t('eventMark', { description: placed.evento.descripcion, when: formats.dayTime(placed.time) });
        return (
          <div key={placed.evento.id} className="absolute inset-y-0 w-0" style={{ left }}>
            <div className="absolute inset-y-0 w-px -translate-x-1/2 opacity-50" style={{ backgroundColor: color }} />
            <button
              type="button"
              // The events list is the keyboard path; hundreds of marks in the tab order would bury it.
              tabIndex={-1}
              title={label}
              aria-label={label}
              data-categoria={placed.evento.categoria}
              onClick={() => onSeek(placed.time)}
              className="pointer-events-auto absolute top-0 h-3 w-3 -translate-x-1/2 rotate-45 rounded-[2px] border border-white shadow-sm hover:scale-125"
              style={{ backgroundColor: color }}
            />
          </div>
        );
      })}
    </div>
  );
});
