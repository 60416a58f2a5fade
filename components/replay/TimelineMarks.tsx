'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import { categoryColor } from '@/lib/client/category-palette';
import type { Stop } from '@/lib/client/replay/stops';
import { STOP_COLOR } from './map/route-layer-styles';

type Scale = { desde: number; hasta: number };

function percent({ desde, hasta }: Scale, t: number): number {
  const span = Math.max(1, hasta - desde);
  return (Math.min(Math.max(t - desde, 0), span) / span) * 100;
}

/** Events as coloured ticks over the timeline; a click seeks there. Memoised: playback snapshots do not redraw them. */
export const EventTicks = memo(function EventTicks({ scale, events, onSeek }: { scale: Scale; events: readonly PlacedEvent[]; onSeek: (t: number) => void }) {
  const t = useTranslations('Replay');
  const formats = useFormats();
  return (
    <div className="relative mx-2 h-4" data-testid="eventos-linea-de-tiempo">
      {events.map((placed) => (
        <button
          key={placed.evento.id}
          type="button"
          // The events list is the keyboard path; hundreds of ticks in the tab order would bury it.
          tabIndex={-1}
          title={t('eventMark', { description: placed.evento.descripcion, when: formats.dayTime(placed.time) })}
          aria-label={t('eventMark', { description: placed.evento.descripcion, when: formats.dayTime(placed.time) })}
          onClick={() => onSeek(placed.time)}
          className="absolute top-0 h-4 w-1 -translate-x-1/2 rounded-sm hover:w-1.5"
          style={{ left: `${percent(scale, placed.time)}%`, backgroundColor: categoryColor(placed.evento.categoria) }}
        />
      ))}
    </div>
  );
});

/** Stops shaded under the timeline, at their real width in time. */
export const StopBands = memo(function StopBands({ scale, stops }: { scale: Scale; stops: readonly Stop[] }) {
  return (
    <div className="relative mx-2 h-1.5 rounded bg-slate-100" aria-hidden="true">
      {stops.map((stop) => {
        const left = percent(scale, stop.arrival);
        return (
          <div
            key={stop.arrival}
            className="absolute h-1.5 rounded opacity-60"
            style={{ left: `${left}%`, width: `${percent(scale, stop.departure) - left}%`, backgroundColor: STOP_COLOR }}
          />
        );
      })}
    </div>
  );
});
