'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import type { Stop } from '@/lib/client/replay/stops';
import { usePlaybackSnapshot } from '@/lib/client/replay/use-playback';
import { usePlayback } from './playback-context';
import { EventTicks, StopBands } from './TimelineMarks';

/** Thumb positions over the range: more than any screen has pixels across. */
const THUMB_STEPS = 4000;

type Props = {
  desde: number;
  hasta: number;
  stops: readonly Stop[];
  events: readonly PlacedEvent[];
};

/**
 * The timeline: a slider proportional to time over the whole range (a night parked takes its
 * real width), events as ticks above it and stops shaded under it. The thumb follows playback
 * from the animation loop; React only refreshes its spoken value a few times a second.
 */
export function TimelineSlider({ desde, hasta, stops, events }: Props) {
  const t = useTranslations('Replay');
  const formats = useFormats();
  const engine = usePlayback();
  const { cursor } = usePlaybackSnapshot(engine);
  const inputRef = useRef<HTMLInputElement>(null);
  const scale = useMemo(() => ({ desde, hasta }), [desde, hasta]);
  const seek = useMemo(() => (t: number) => engine.seek(t), [engine]);

  useEffect(() => {
    // Moving the thumb costs a style and layout pass; at x300 the cursor advances seconds per
    // frame but the thumb only a pixel every few dozen frames, so it moves once it is a step
    // behind. A value the supervisor just chose on the slider is already there and stays exact.
    const stepS = Math.max(1, (hasta - desde) / 1000 / THUMB_STEPS);
    return engine.onFrame(({ cursor: t }) => {
      const input = inputRef.current;
      const value = Math.round(t / 1000);
      if (input && Math.abs(value - input.valueAsNumber) >= stepS) input.value = String(value);
    });
  }, [engine, desde, hasta]);

  return (
    <div className="select-none">
      <EventTicks scale={scale} events={events} onSeek={seek} />
      <input
        ref={inputRef}
        type="range"
        aria-label={t('timeline')}
        aria-valuetext={formats.dateTimeSeconds(cursor)}
        min={Math.floor(desde / 1000)}
        max={Math.ceil(hasta / 1000)}
        step={1}
        defaultValue={Math.round(cursor / 1000)}
        onInput={(e) => engine.seek(Number(e.currentTarget.value) * 1000)}
        className="w-full accent-slate-900"
      />
      <StopBands scale={scale} stops={stops} />
      <div className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{formats.dayTime(desde)}</span>
        <span>{formats.dayTime(hasta)}</span>
      </div>
    </div>
  );
}
