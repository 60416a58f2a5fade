'use client';

import { useEffect } from 'react';
import type { GeoJSONSource, Map as MapLibreMap, Popup } from 'maplibre-gl';
import { EVENT_HALO_LAYER, EVENT_POINT_LAYER, EVENT_SOURCE_ID } from './event-marker-specs';
import { useMap } from './map-context';
import { useLatest } from './use-latest';

/** One event to point at: where, in which colour, and the words shown beside it. */
export type EventMarker = {
  id: string;
  longitude: number;
  latitude: number;
  /** CSS colour of the event's category. */
  color: string;
  /** What happened, e.g. "Botón de pánico". */
  title: string;
  /** Which vehicle and when, e.g. "AB123CD · 22/11/2026 10:04:12". */
  detail: string;
};

type Props = {
  marker: EventMarker | null;
  /** The camera zooms in at least this far when a marker is shown. */
  zoom?: number;
  /** Called when the operator closes the description; the owner then passes `marker={null}`. */
  onClose?: () => void;
};

function collection(marker: EventMarker | null): GeoJSON.FeatureCollection {
  if (!marker) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [marker.longitude, marker.latitude] },
        properties: { id: marker.id, color: marker.color },
      },
    ],
  };
}

function description(marker: EventMarker): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute('data-testid', 'evento-en-mapa');
  const title = box.appendChild(document.createElement('strong'));
  title.className = 'block text-sm';
  title.textContent = marker.title;
  const detail = box.appendChild(document.createElement('span'));
  detail.className = 'block text-xs text-slate-600';
  detail.textContent = marker.detail;
  return box;
}

/** Says where the marker is on the map container, for tests and tools (the map draws on a canvas). */
function expose(map: MapLibreMap, marker: EventMarker | null): void {
  const container = map.getContainer();
  if (marker) container.setAttribute('data-evento', `${marker.id},${marker.latitude.toFixed(6)},${marker.longitude.toFixed(6)}`);
  else container.removeAttribute('data-evento');
}

/**
 * Marks one event on the enclosing map: a halo and a point in its category's colour, its
 * description in a popup beside it, and the camera brought to it. A new marker replaces the old.
 */
export function EventMarkerLayer({ marker, zoom = 14, onClose }: Props) {
  const map = useMap();
  const onCloseRef = useLatest(onClose);

  useEffect(() => {
    map.addSource(EVENT_SOURCE_ID, { type: 'geojson', data: collection(null) });
    map.addLayer(EVENT_HALO_LAYER);
    map.addLayer(EVENT_POINT_LAYER);
    return () => {
      // The map may already be gone when the whole view unmounts.
      if (!map.style) return;
      for (const layer of [EVENT_POINT_LAYER, EVENT_HALO_LAYER]) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      if (map.getSource(EVENT_SOURCE_ID)) map.removeSource(EVENT_SOURCE_ID);
    };
  }, [map]);

  useEffect(() => {
    map.getSource<GeoJSONSource>(EVENT_SOURCE_ID)?.setData(collection(marker));
    expose(map, marker);
    if (!marker) return;
    const center: [number, number] = [marker.longitude, marker.latitude];
    map.flyTo({ center, zoom: Math.max(map.getZoom(), zoom), duration: 800, essential: true });
    let popup: Popup | null = null;
    let removed = false;
    import('maplibre-gl').then(({ Popup }) => {
      if (removed) return;
      popup = new Popup({ offset: 14, closeOnClick: false, maxWidth: '260px' }).setLngLat(center).setDOMContent(description(marker)).addTo(map);
      popup.on('close', () => {
        if (!removed) onCloseRef.current?.();
      });
    });
    return () => {
      removed = true;
      popup?.remove();
    };
  }, [map, marker, zoom, onCloseRef]);

  return null;
}
