'use client';

import { useTranslations } from 'next-intl';
import { formatApiDateTime } from '@/lib/fleet/time';
import { useFormats } from '@/lib/client/format/use-formats';
import { isGapBefore } from '@/lib/client/replay/gaps';
import { GAP_MS } from '@/lib/client/replay/replay-settings';
import { type Track, ignitionAt, originAt, speedAt } from '@/lib/client/replay/track';
import { usePlaybackSnapshot } from '@/lib/client/replay/use-playback';
import { usePlayback } from './playback-context';

const ORIGINS = ['gps', 'red_celular', 'wifi'] as const;
const isKnownOrigin = (origen: string | null): origen is (typeof ORIGINS)[number] => (ORIGINS as readonly (string | null)[]).includes(origen);

/**
 * What the vehicle reported at the cursor: the cursor's time and the last point at or before it.
 * Re-renders on throttled snapshots (a few per second), not on animation frames.
 */
export function PlaybackReadout({ track }: { track: Track }) {
  const t = useTranslations('Replay');
  const noData = useTranslations('Common')('noData');
  const formats = useFormats();
  const engine = usePlayback();
  const { cursor, index } = usePlaybackSnapshot(engine);
  const beforeFirst = track.length === 0 || cursor < track.time[0]!;
  const inGap = !beforeFirst && index + 1 < track.length && isGapBefore(track, index + 1, GAP_MS);
  const speed = beforeFirst ? null : speedAt(track, index);
  const ignition = beforeFirst ? null : ignitionAt(track, index);
  const origin = beforeFirst ? null : originAt(track, index);

  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm" aria-label={t('readout')} data-testid="lectura">
      <dt className="text-slate-500">{t('time')}</dt>
      <dd className="font-mono tabular-nums">
        <time dateTime={formatApiDateTime(cursor)} data-testid="lectura-hora">
          {formats.dateTimeSeconds(cursor)}
        </time>
      </dd>
      {beforeFirst ? (
        <dd className="col-span-2 text-slate-500">{t('beforeFirst')}</dd>
      ) : (
        <>
          <dt className="text-slate-500">{t('speed')}</dt>
          <dd data-testid="lectura-velocidad">{speed === null ? noData : formats.speed(speed)}</dd>
          <dt className="text-slate-500">{t('engine')}</dt>
          <dd data-testid="lectura-motor">{ignition === null ? noData : ignition ? t('engineOn') : t('engineOff')}</dd>
          <dt className="text-slate-500">{t('source')}</dt>
          <dd data-testid="lectura-origen">{isKnownOrigin(origin) ? t(`origin.${origin}`) : noData}</dd>
          <dt className="text-slate-500">{t('point')}</dt>
          <dd className="tabular-nums">
            {t('pointOf', { n: index + 1, total: track.length })}
            {inGap && <span className="ml-2 text-amber-700">{t('gapAhead')}</span>}
          </dd>
        </>
      )}
    </dl>
  );
}
