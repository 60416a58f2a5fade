'use client';

import { useTranslations } from 'next-intl';
import { usePlaybackSnapshot } from '@/lib/client/replay/use-playback';
import { PLAYBACK_RATES } from '@/lib/client/replay/replay-settings';
import { ShortcutsHelp } from './ShortcutsHelp';
import { usePlayback } from './playback-context';
import { StepIcon } from './StepIcon';

type Props = {
  follow: boolean;
  onFollowChange: (follow: boolean) => void;
  /** The stop threshold in force: the stops "skip stops" jumps over. */
  stopMinutes: number;
  /** The shortcuts' help popover, opened by its button or by `?`. */
  helpId: string;
};

const BUTTON = 'rounded border border-slate-300 bg-white px-2.5 py-1 text-sm shadow-sm hover:bg-slate-50';

/** Play/pause, step by point, speed, skip stops, follow camera and the keyboard's help. Re-renders on snapshots, never per frame. */
export function PlaybackControls({ follow, onFollowChange, stopMinutes, helpId }: Props) {
  const t = useTranslations('Playback');
  const engine = usePlayback();
  const { playing, rate, skipStops } = usePlaybackSnapshot(engine);

  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('toolbar')}>
      <button type="button" className={BUTTON} onClick={() => engine.step(-1)} aria-label={t('previous')} title={t('previousTitle')}>
        <StepIcon direction="prev" />
      </button>
      <button type="button" className={`${BUTTON} w-28 font-medium`} onClick={() => engine.toggle()} title={t('playTitle')}>
        {playing ? t('pause') : t('play')}
      </button>
      <button type="button" className={BUTTON} onClick={() => engine.step(1)} aria-label={t('next')} title={t('nextTitle')}>
        <StepIcon direction="next" />
      </button>
      <fieldset className="ml-2 flex items-center gap-1">
        <legend className="sr-only">{t('speed')}</legend>
        {PLAYBACK_RATES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={r === rate}
            onClick={() => engine.setRate(r)}
            className={`rounded px-2 py-1 text-sm ${r === rate ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'}`}
          >
            {t('rate', { rate: String(r) })}
          </button>
        ))}
      </fieldset>
      <label className="ml-2 flex items-center gap-1.5 text-sm" title={t('skipStopsHint', { minutes: stopMinutes })}>
        <input type="checkbox" checked={skipStops} onChange={(e) => engine.setSkipStops(e.target.checked)} />
        {t('skipStops')}
      </label>
      <label className="ml-2 flex items-center gap-1.5 text-sm">
        <input type="checkbox" checked={follow} onChange={(e) => onFollowChange(e.target.checked)} />
        {t('follow')}
      </label>
      <ShortcutsHelp id={helpId} />
    </div>
  );
}
