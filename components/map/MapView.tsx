'use client';

/**
 * MapView: the one way pages put a MapLibre map on screen.
 *
 *   <MapView label="Mapa de la flota" initialView={view} onViewChange={setView}>
 *     <VehiclesLayer … />          // any layer component; rendered only once the style has loaded
 *   </MapView>
 *
 * - MapLibre is imported statically: its chunk is one of the page's first scripts, fetched in
 *   parallel with them instead of after they ran (the server only evaluates the module; it draws
 *   nothing). The map is created in an effect and removed on unmount.
 * - Children render once the style is parsed (`style.load`) and read the map with `useMap()`.
 * - Layer components follow one pattern (see `VehiclesLayer.tsx`): render `null`; one effect adds the
 *   source and layers and removes them on unmount, guarded with `getLayer`/`getSource`; a second
 *   effect pushes new data (`setData`/`updateData`), never re-creating layers; callbacks are read
 *   through `useLatest` refs so a new handler does not rebuild anything.
 * - Style: `NEXT_PUBLIC_MAP_STYLE_URL` or the offline basemap served by the app (`offline-style.ts`).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as maplibre from 'maplibre-gl';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MapContext } from './map-context';
import { mapLibreLocale } from './map-locale';
import { mapStyle } from './map-style';
import type { MapViewState } from './map-view-state';
import { useLatest } from './use-latest';

/** MapLibre's worker, served by our own origin, is started before any map needs it. */
function prepareMapLibre(): void {
  maplibre.setWorkerUrl(`${window.location.origin}/maplibre-worker?v=${maplibre.getVersion()}`);
  maplibre.prewarm();
}

// As soon as this module runs in the browser, while the page hydrates, not after it mounts.
if (typeof window !== 'undefined') prepareMapLibre();

type Props = {
  /** Accessible name of the map region. */
  label: string;
  initialView: MapViewState;
  /** Called after every pan/zoom ends (not per frame). */
  onViewChange?: (view: MapViewState) => void;
  className?: string;
  children?: ReactNode;
};

function viewOf(map: MapLibreMap): MapViewState {
  const { lng, lat } = map.getCenter();
  return { longitude: lng, latitude: lat, zoom: map.getZoom() };
}

export function MapView({ label, initialView, onViewChange, className, children }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  // Where the map is: a change of language makes a new map (MapLibre sets its controls' texts once), in the same place.
  const viewRef = useRef(initialView);
  const labelRef = useLatest(label);
  const onViewChangeRef = useLatest(onViewChange);
  const locale = useLocale();
  const t = useTranslations('MapControls');
  const tRef = useLatest(t);

  useEffect(() => {
    if (!containerRef.current) return;
    const { longitude, latitude, zoom } = viewRef.current;
    let created: MapLibreMap;
    try {
      created = new maplibre.Map({
        container: containerRef.current,
        style: mapStyle(window.location.origin),
        center: [longitude, latitude],
        zoom,
        attributionControl: { compact: true },
        dragRotate: false,
        // Labels appear at once: a fade would repaint the whole map for 300 ms after every snapshot.
        fadeDuration: 0,
        pitchWithRotate: false,
        // MapLibre names its canvas (role "region") with the label.
        locale: mapLibreLocale(tRef.current, labelRef.current),
      });
    } catch {
      // No WebGL (MapLibre throws): say so instead of leaving a blank area, once this effect is done.
      queueMicrotask(() => setFailed(true));
      return;
    }
    created.touchZoomRotate.disableRotation();
    created.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-left');
    created.addControl(new maplibre.ScaleControl({ unit: 'metric' }), 'bottom-right');
    created.on('moveend', () => {
      const view = viewOf(created);
      viewRef.current = view;
      // Tests and tools read the view from the DOM; React does not render per camera move.
      containerRef.current?.setAttribute('data-vista', `${view.latitude.toFixed(5)},${view.longitude.toFixed(5)},${view.zoom.toFixed(2)}`);
      onViewChangeRef.current?.(view);
    });
    // Layers join as soon as the style is parsed, so vehicles load alongside the basemap's data
    // instead of after it ('load' waits for the basemap to be fetched and drawn).
    created.once('style.load', () => {
      performance.mark('flota:estilo-listo');
      setMap(created);
    });
    created.once('load', () => performance.mark('flota:mapa-listo'));
    return () => {
      setMap(null);
      created.remove();
    };
  }, [onViewChangeRef, labelRef, tRef, locale]);

  return (
    <div className={`relative ${className ?? ''}`}>
      {/* MapLibre's stylesheet makes its container position: relative, so size it, don't inset it. */}
      <div ref={containerRef} className="h-full w-full" data-testid="map" />
      {failed && (
        <p role="alert" className="absolute inset-x-0 top-1/3 mx-auto w-fit rounded bg-white p-3 shadow">
          {t('failed')}
        </p>
      )}
      {map && <MapContext value={map}>{children}</MapContext>}
    </div>
  );
}
