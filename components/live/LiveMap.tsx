'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { EventMarker } from '@/components/map/EventMarkerLayer';
import { MapView } from '@/components/map/MapView';
import { ARGENTINA_VIEW, type MapViewState } from '@/components/map/map-view-state';
import { VehicleCamera } from '@/components/map/VehicleCamera';
import { VehiclesLayer } from '@/components/map/VehiclesLayer';
import type { LiveUrlState } from '@/lib/client/live-url-state';
import { FleetFilters } from './FleetFilters';
import { LastUpdated } from './LastUpdated';
import { StatusLegend } from './StatusLegend';
import { useLiveFleet } from './use-live-fleet';
import { useLiveUrlState } from './use-live-url-state';
import { useVehiclePanel } from './use-vehicle-panel';

// Only needed when something is wrong with the live data (a failed read or a stale snapshot).
const LiveNotices = lazy(() => import('./LiveNotices').then((m) => ({ default: m.LiveNotices })));
// The list's code (TanStack Virtual's among it) comes with the catalogue that names its rows: once
// the map has drawn, or after a while at the latest. Before the first snapshot it has no rows to show.
const VehicleList = lazy(() => import('./VehicleList').then((m) => ({ default: m.VehicleList })));
// Only needed once the feed (itself loaded after the first draw) shows an event on the map.
const EventMarkerLayer = lazy(() => import('@/components/map/EventMarkerLayer').then((m) => ({ default: m.EventMarkerLayer })));

/** An event chosen in the feed; `marker` is null when its device did not say where it was. */
export type ShownEvent = { id: string; marker: EventMarker | null };

type Props = {
  refreshOverrideMs: number | null;
  /** What the page's URL asked for, parsed by the server. */
  initialUrlState: LiveUrlState;
  shownEvent?: ShownEvent | null;
  onEventClose?: () => void;
  /** Called after each snapshot the map draws, or when reading one failed (the owner may wait for the first). */
  onSettled?: () => void;
};

/** However slow the first draw, the vehicle catalogue is read after this long. */
const CATALOGUE_AT_LATEST_MS = 10_000;

/** Width of the vehicle panel over the map (Tailwind `w-80`). */
const PANEL_WIDTH_PX = 320;

/** The dispatcher's screen: the filtered vehicle list beside the live map, the selected vehicle's panel over it. */
export function LiveMap({ refreshOverrideMs, initialUrlState, shownEvent = null, onEventClose, onSettled }: Props) {
  const t = useTranslations('Live');
  const [state, update] = useLiveUrlState(initialUrlState);
  const [initialView] = useState<MapViewState>(() => state.mapa ?? ARGENTINA_VIEW);
  const [flyRequest, setFlyRequest] = useState(0);
  const [drawn, setDrawn] = useState<{ count: number; version: number } | null>(null);
  const [VehiclePanel, loadVehiclePanel] = useVehiclePanel();
  // Mounted with the first event shown and kept: it clears the map itself when the event is closed.
  const [eventLayerWanted, setEventLayerWanted] = useState(false);
  if (shownEvent && !eventLayerWanted) setEventLayerWanted(true);

  const filter = useMemo(() => ({ q: state.q, clientes: state.clientes, estados: state.estados }), [state.q, state.clientes, state.estados]);
  const [catalogueWanted, setCatalogueWanted] = useState(false);
  const wantCatalogue = useCallback(() => setCatalogueWanted(true), []);
  const { positions, vehicles, clients, view, snapshotAt } = useLiveFleet(refreshOverrideMs, filter, catalogueWanted);
  const { rows, filtered, points } = view;
  const selectedRow = state.vehiculo ? rows.find((r) => r.id === state.vehiculo) : undefined;
  const selectedPoint = state.vehiculo ? points.get(state.vehiculo) : undefined;
  const target = selectedPoint ?? (selectedRow?.posicion ? { lon: selectedRow.posicion.longitud, lat: selectedRow.posicion.latitud } : null);

  // A vehicle chosen before the map has drawn (or named in the URL) needs the panel too.
  useEffect(() => {
    if (state.vehiculo) loadVehiclePanel();
  }, [state.vehiculo, loadVehiclePanel]);

  const choose = useCallback(
    (id: string) => {
      update({ vehiculo: id });
      setFlyRequest((n) => n + 1);
    },
    [update],
  );
  const select = useCallback((id: string) => update({ vehiculo: id }), [update]);
  const stopFollowing = useCallback(() => update({ seguir: false }), [update]);
  const saveView = useCallback((mapa: MapViewState) => update({ mapa }), [update]);
  const onDrawn = useCallback(
    (count: number) => {
      setDrawn((d) => ({ count, version: (d?.version ?? 0) + 1 }));
      wantCatalogue();
      loadVehiclePanel();
      onSettled?.();
    },
    [onSettled, wantCatalogue, loadVehiclePanel],
  );
  const failed = positions.error !== null;
  const upstreamStale = positions.data?.frescura.desactualizado ?? false;
  useEffect(() => {
    if (failed) onSettled?.();
  }, [failed, onSettled]);
  // Should the map never draw (no WebGL), the list still gets its names.
  useEffect(() => {
    const timer = setTimeout(wantCatalogue, CATALOGUE_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, [wantCatalogue]);
  // An event taken to the map wins the camera over a followed vehicle.
  const eventId = shownEvent?.id;
  useEffect(() => {
    if (eventId) update({ seguir: false });
  }, [eventId, update]);
  const sinPosicion = vehicles.data ? filtered.counts.sin_posicion : (positions.data?.sin_posicion ?? 0);

  return (
    <div className="flex min-h-0 flex-1 flex-col md:flex-row">
      <aside aria-label={t('vehicles')} className="flex h-[42%] min-h-0 flex-col border-slate-200 bg-white md:h-auto md:w-80 md:border-r lg:w-96">
        <div className="flex items-baseline justify-between gap-2 px-3 pt-3">
          <h1 className="text-base font-semibold">
            {t.rich('onMap', { count: points.size, n: (chunks) => <span data-testid="en-mapa">{chunks}</span> })}
            <span className="font-normal text-slate-600">
              {' · '}
              {t.rich('withoutPosition', { count: sinPosicion, n: (chunks) => <span data-testid="sin-posicion">{chunks}</span> })}
            </span>
          </h1>
          <LastUpdated at={snapshotAt} />
        </div>
        <FleetFilters filter={filter} counts={filtered.counts} clients={clients.data?.datos ?? []} onChange={update} />
        {catalogueWanted ? (
          <Suspense fallback={<ListLoading />}>
            <VehicleList rows={filtered.rows} selectedId={state.vehiculo} onChoose={choose} />
          </Suspense>
        ) : (
          <ListLoading />
        )}
      </aside>
      <div className="relative min-h-0 flex-1">
        <MapView label={t('fleetMap')} initialView={initialView} onViewChange={saveView} className="h-full w-full">
          {/* The vehicles' sources join the map with the first snapshot, not empty before it: empty
              sources load empty tiles, and each arriving tile costs a frame (100 ms and more in
              software WebGL) while the first draw waits. An empty fleet is still reported drawn. */}
          {view.withSnapshot && <VehiclesLayer points={points} selectedId={state.vehiculo} onSelect={select} onDrawn={onDrawn} />}
          {eventLayerWanted && (
            <Suspense>
              <EventMarkerLayer marker={shownEvent?.marker ?? null} onClose={onEventClose} />
            </Suspense>
          )}
          <VehicleCamera
            target={target}
            flyRequest={flyRequest}
            follow={state.seguir}
            onUserPan={stopFollowing}
            coveredRight={selectedRow ? PANEL_WIDTH_PX + 16 : 0}
          />
        </MapView>
        {/* How many vehicles the map has drawn, and how many times: what tests and benchmarks wait for. */}
        <output className="sr-only" data-testid="dibujados" data-version={drawn?.version ?? 0} aria-live="off">
          {drawn?.count ?? ''}
        </output>
        <div className="pointer-events-none absolute inset-x-2 top-2 z-10 mx-auto flex max-w-xl flex-col gap-2 md:inset-x-16">
          {(upstreamStale || failed) && (
            <Suspense>
              <LiveNotices snapshotAt={snapshotAt} upstreamStale={upstreamStale} error={positions.error} />
            </Suspense>
          )}
          {shownEvent && !shownEvent.marker && <EventWithoutPlace onClose={onEventClose} />}
        </div>
        <div className="absolute bottom-8 left-2 z-10 max-w-72">
          <StatusLegend />
        </div>
        {selectedRow && VehiclePanel && (
          <div className="absolute top-2 right-2 bottom-8 z-20 flex w-80 max-w-[calc(100%-1rem)] items-start">
            <VehiclePanel
              row={selectedRow}
              following={state.seguir}
              onFollowChange={(seguir) => update({ seguir })}
              onClose={() => update({ vehiculo: null, seguir: false })}
            />
          </div>
        )}
      </div>
    </div>
  );
}

function ListLoading() {
  const t = useTranslations('Live');
  return (
    <p role="status" className="p-4 text-sm text-slate-600">
      {t('listLoading')}
    </p>
  );
}

function EventWithoutPlace({ onClose }: { onClose?: () => void }) {
  const t = useTranslations('Live');
  return (
    <p role="status" className="pointer-events-auto flex items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm shadow">
      {t('eventWithoutPlace')}
      <button type="button" onClick={onClose} aria-label={t('closeNotice')} className="rounded px-2 text-slate-500 hover:bg-slate-100">
        ✕
      </button>
    </p>
  );
}
