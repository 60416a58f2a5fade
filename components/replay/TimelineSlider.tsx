'use client';

import { useEffect, useMemo, useRef } from 'react';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { formatDayTime } from '@/lib/client/replay/display-format';
import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import type { Stop } from '@/lib/client/replay/stops';
import { usePlaybackSnapshot } from '@/lib/client/replay/use-playback';
import { usePlayback } from './playback-context';
import { EventTicks, StopBands } from './TimelineMarks';

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
  const engine = usePlayback();
  const { cursor } = usePlaybackSnapshot(engine);
  const inputRef = useRef<HTMLInputElement>(null);
  const scale = useMemo(() => ({ desde, hasta }), [desde, hasta]);
  const seek = useMemo(() => (t: number) => engine.seek(t), [engine]);

  useEffect(
    () =>
      engine.onFrame(({ cursor: t }) => {
        if (inputRef.current) inputRef.current.value = String(Math.round(t / 1000));
      }),
    [engine],
  );

  return (
    <div className="select-none">
      <EventTicks scale={scale} events={events} onSeek={seek} />
      <input
        ref={inputRef}
        type="range"
        aria-label="Momento del recorrido"
        aria-valuetext={formatArgentinaDateTime(cursor)}
        min={Math.floor(desde / 1000)}
        max={Math.ceil(hasta / 1000)}
        step={1}
        defaultValue={Math.round(cursor / 1000)}
        onInput={(e) => engine.seek(Number(e.currentTarget.value) * 1000)}
        className="w-full accent-slate-900"
      />
      <StopBands scale={scale} stops={stops} />
      <div className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{formatDayTime(desde)}</span>
        <span>{formatDayTime(hasta)}</span>
      </div>
    </div>
  );
}
