'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/lib/client/format/use-formats';
import { VirtualList } from '@/components/lists/VirtualList';
import type { Stop } from '@/lib/client/replay/stops';
import { STOP_MINUTES_OPTIONS } from '@/lib/client/replay/replay-settings';
import { usePlayback } from './playback-context';
import { describeStop } from './stop-description';
import { StopPlace } from './StopPlace';

type Props = {
  stops: readonly Stop[];
  stopMinutes: number;
  onStopMinutesChange: (minutes: number) => void;
};

const stopKey = (stop: Stop) => String(stop.arrival);

/** The detected stops (a virtual list, however many), with the threshold that defines them; a click moves playback to the arrival. */
export function StopsList({ stops, stopMinutes, onStopMinutesChange }: Props) {
  const engine = usePlayback();
  const t = useTranslations('Replay');
  const formats = useFormats();

  return (
    <section aria-labelledby="paradas-titulo">
      <div className="flex items-center justify-between gap-2">
        <h2 id="paradas-titulo" className="text-sm font-semibold">
          {t('stops', { count: stops.length })}
        </h2>
        <label className="flex items-center gap-1 text-xs text-slate-600">
          {t('atLeast')}
          <select value={stopMinutes} onChange={(e) => onStopMinutesChange(Number(e.target.value))} className="rounded border border-slate-300 px-1 py-0.5">
            {STOP_MINUTES_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {t('minutes', { minutes: m })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-xs text-slate-500">{t('stopsHint')}</p>
      <VirtualList
        items={stops}
        itemKey={stopKey}
        estimatedSize={72}
        className="mt-1 max-h-56 text-sm"
        renderItem={(stop, k) => {
          const { title, lines } = describeStop(stop, k + 1, t, formats);
          return (
            <button type="button" onClick={() => engine.seek(stop.arrival)} className="w-full rounded px-1 py-0.5 text-left hover:bg-slate-100">
              <span className="font-medium">{title}</span>
              <StopPlace lat={stop.lat} lon={stop.lon} />
              {lines.map((line) => (
                <span key={line} className="block text-xs text-slate-600">
                  {line}
                </span>
              ))}
            </button>
          );
        }}
      />
    </section>
  );
}
