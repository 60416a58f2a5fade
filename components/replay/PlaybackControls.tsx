'use client';

import { usePlaybackSnapshot } from '@/lib/client/replay/use-playback';
import { PLAYBACK_RATES } from '@/lib/client/replay/replay-settings';
import { usePlayback } from './playback-context';
import { StepIcon } from './StepIcon';

type Props = {
  follow: boolean;
  onFollowChange: (follow: boolean) => void;
};

const BUTTON = 'rounded border border-slate-300 bg-white px-2.5 py-1 text-sm shadow-sm hover:bg-slate-50';

/** Play/pause, step by point, speed and follow camera. Re-renders on snapshots, never per frame. */
export function PlaybackControls({ follow, onFollowChange }: Props) {
  const engine = usePlayback();
  const { playing, rate } = usePlaybackSnapshot(engine);

  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Reproducción">
      <button type="button" className={BUTTON} onClick={() => engine.step(-1)} aria-label="Punto anterior" title="Punto anterior (←)">
        <StepIcon direction="prev" />
      </button>
      <button
        type="button"
        className={`${BUTTON} w-28 font-medium`}
        onClick={() => engine.toggle()}
        title="Reproducir o pausar (espacio)"
      >
        {playing ? 'Pausar' : 'Reproducir'}
      </button>
      <button type="button" className={BUTTON} onClick={() => engine.step(1)} aria-label="Punto siguiente" title="Punto siguiente (→)">
        <StepIcon direction="next" />
      </button>
      <fieldset className="ml-2 flex items-center gap-1">
        <legend className="sr-only">Velocidad de reproducción</legend>
        {PLAYBACK_RATES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={r === rate}
            onClick={() => engine.setRate(r)}
            className={`rounded px-2 py-1 text-sm ${r === rate ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'}`}
          >
            x{r}
          </button>
        ))}
      </fieldset>
      <label className="ml-2 flex items-center gap-1.5 text-sm">
        <input type="checkbox" checked={follow} onChange={(e) => onFollowChange(e.target.checked)} />
        Seguir al vehículo
      </label>
    </div>
  );
}
