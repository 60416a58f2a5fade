'use client';

import { formatApiDateTime } from '@/lib/fleet/time';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { formatSpeed } from '@/lib/client/replay/display-format';
import { isGapBefore } from '@/lib/client/replay/gaps';
import { GAP_MS } from '@/lib/client/replay/replay-settings';
import { type Track, ignitionAt, originAt, speedAt } from '@/lib/client/replay/track';
import { usePlaybackSnapshot } from '@/lib/client/replay/use-playback';
import { usePlayback } from './playback-context';

const ORIGEN_LABEL: Record<string, string> = {
  gps: 'GPS',
  red_celular: 'Red celular (aproximada)',
  wifi: 'Wi-Fi (aproximada)',
};

function ignitionLabel(encendido: boolean | null): string {
  if (encendido === null) return 'sin dato';
  return encendido ? 'Encendido' : 'Apagado';
}

/**
 * What the vehicle reported at the cursor: the cursor's time and the last point at or before it.
 * Re-renders on throttled snapshots (a few per second), not on animation frames.
 */
export function PlaybackReadout({ track }: { track: Track }) {
  const engine = usePlayback();
  const { cursor, index } = usePlaybackSnapshot(engine);
  const beforeFirst = track.length === 0 || cursor < track.time[0]!;
  const inGap = !beforeFirst && index + 1 < track.length && isGapBefore(track, index + 1, GAP_MS);

  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm" aria-label="Datos en el cursor" data-testid="lectura">
      <dt className="text-slate-500">Hora</dt>
      <dd className="font-mono tabular-nums">
        <time dateTime={formatApiDateTime(cursor)} data-testid="lectura-hora">
          {formatArgentinaDateTime(cursor)}
        </time>
      </dd>
      {beforeFirst ? (
        <dd className="col-span-2 text-slate-500">Sin datos antes del primer punto.</dd>
      ) : (
        <>
          <dt className="text-slate-500">Velocidad</dt>
          <dd data-testid="lectura-velocidad">{formatSpeed(speedAt(track, index))}</dd>
          <dt className="text-slate-500">Motor</dt>
          <dd data-testid="lectura-motor">{ignitionLabel(ignitionAt(track, index))}</dd>
          <dt className="text-slate-500">Origen</dt>
          <dd data-testid="lectura-origen">{ORIGEN_LABEL[originAt(track, index) ?? ''] ?? 'sin dato'}</dd>
          <dt className="text-slate-500">Punto</dt>
          <dd className="tabular-nums">
            {index + 1} de {track.length}
            {inGap && <span className="ml-2 text-amber-700">· sin datos hasta el punto siguiente</span>}
          </dd>
        </>
      )}
    </dl>
  );
}
