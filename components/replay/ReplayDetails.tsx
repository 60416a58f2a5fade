'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import type { TimeRange } from '@/lib/fleet/range';
import { placeEvents } from '@/lib/client/replay/placed-events';
import { DEFAULT_STOP_MINUTES, GAP_MS, type PlaybackRate } from '@/lib/client/replay/replay-settings';
import { buildSpeedSeries } from '@/lib/client/replay/speed-series';
import { computeTotals } from '@/lib/client/replay/totals';
import { usePlaybackEngine } from '@/lib/client/replay/use-playback';
import { usePlaybackUrl } from '@/lib/client/replay/use-replay-url';
import { type RouteScene, useStops } from '@/lib/client/replay/use-route-scene';
import { vehicleEventsQueryOptions } from '@/lib/client/replay/vehicle-events-query';
import { EventsList } from './EventsList';
import { ExportButtons } from './ExportButtons';
import { RouteLayers } from './map/RouteLayers';
import { PlaybackControls } from './PlaybackControls';
import { PlaybackReadout } from './PlaybackReadout';
import { PlaybackContext } from './playback-context';
import { PlaybackAnnouncer } from './PlaybackAnnouncer';
import { useEventsProblem } from './route-problem';
import { RouteSummary } from './RouteSummary';
import { RouteTotalsPanel } from './RouteTotalsPanel';
import { SpeedChart } from './SpeedChart';
import { StopsList } from './StopsList';
import { TimelineSlider } from './TimelineSlider';
import { useReplayKeyboard, type ShortcutEffect } from './use-replay-keyboard';
import { WORKSPACE_AREAS } from './workspace-areas';

type Props = {
  scene: RouteScene;
  partes: number;
  range: TimeRange;
  initialCursor?: number;
  initialRate?: PlaybackRate;
};

/**
 * Everything about a loaded route but its path: stops, events, endpoints and the moving vehicle
 * on the map, playback controls, chart and side panel, all sharing one playback engine. Renders
 * into the workspace's grid (see WORKSPACE_AREAS) inside its MapContext.
 */
export function ReplayDetails({ scene, partes, range, initialCursor, initialRate }: Props) {
  const { track } = scene;
  const [stopMinutes, setStopMinutes] = useState(DEFAULT_STOP_MINUTES);
  const [follow, setFollow] = useState(false);
  const stops = useStops(track, stopMinutes);
  const engine = usePlaybackEngine(track, { cursor: initialCursor, rate: initialRate });
  const eventsQuery = useQuery(vehicleEventsQueryOptions(track.vehiculo, range));
  const eventos = eventsQuery.data?.datos;
  const events = useMemo(() => placeEvents(track, eventos ?? [], GAP_MS), [track, eventos]);
  const totals = useMemo(() => computeTotals(track, stops, eventos ?? [], GAP_MS), [track, stops, eventos]);
  const series = useMemo(() => buildSpeedSeries(track, GAP_MS), [track]);
  const explainEventsError = useEventsProblem();
  const t = useTranslations('Playback');
  const details = useTranslations('Replay');
  const formats = useFormats();
  const helpId = useId();
  const [said, setSaid] = useState({ text: '', n: 0 });
  useEffect(() => engine.setStops(stops.map((stop) => ({ from: stop.arrival, to: stop.departure }))), [engine, stops]);
  const announce = useCallback(
    (effect: ShortcutEffect) => {
      const { cursor, index, rate } = engine.getSnapshot();
      const when = formats.dateTimeSeconds(cursor);
      const text = {
        playing: () => t('said.playing', { rate: String(rate) }),
        paused: () => t('said.paused', { when }),
        step: () => t('said.step', { n: index + 1, total: track.length, when }),
        rate: () => t('said.rate', { rate: String(rate) }),
        follow: () => (effect.kind === 'follow' && effect.on ? t('said.followOn') : t('said.followOff')),
        skip: () => (effect.kind === 'skip' && effect.on ? t('said.skipOn') : t('said.skipOff')),
      }[effect.kind]();
      setSaid((previous) => ({ text, n: previous.n + 1 }));
    },
    [engine, formats, t, track.length],
  );
  useReplayKeyboard(engine, {
    follow,
    onFollowChange: setFollow,
    onToggleHelp: () => document.getElementById(helpId)?.togglePopover(),
    onEffect: announce,
  });
  usePlaybackUrl(engine, { vehiculo: track.vehiculo, desde: range.desde, hasta: range.hasta });

  return (
    <PlaybackContext value={engine}>
      <RouteLayers scene={scene} stops={stops} events={events} follow={follow} onFollowChange={setFollow} />
      <div className={`${WORKSPACE_AREAS.controls} space-y-2 border-t border-slate-200 bg-white p-2`}>
        <PlaybackControls follow={follow} onFollowChange={setFollow} stopMinutes={stopMinutes} helpId={helpId} />
        <PlaybackAnnouncer said={said} />
        <TimelineSlider desde={range.desde} hasta={range.hasta} stops={stops} events={events} />
        <SpeedChart series={series} desde={range.desde} hasta={range.hasta} maxSpeed={totals.maxSpeedKmh ?? 0} events={events} />
      </div>
      <aside className={`${WORKSPACE_AREAS.side} space-y-4 overflow-y-auto border-l border-slate-200 bg-white p-3`} aria-label={details('details')}>
        <RouteSummary track={track} partes={partes} range={range} />
        <PlaybackReadout track={track} />
        <RouteTotalsPanel totals={totals} eventsUnavailable={eventsQuery.isError} />
        <StopsList stops={stops} stopMinutes={stopMinutes} onStopMinutesChange={setStopMinutes} />
        <EventsList events={events} loading={eventsQuery.isPending} problem={eventsQuery.isError ? explainEventsError(eventsQuery.error) : null} />
        <ExportButtons scene={scene} />
      </aside>
    </PlaybackContext>
  );
}
