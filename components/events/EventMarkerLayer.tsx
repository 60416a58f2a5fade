'use client';

import { useEffect } from 'react';
import type { GeoJSONSource } from 'maplibre-gl';
import { useMap } from '@/components/map/map-context';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { categoryStyle } from './category-style';
import { EVENT_HALO_LAYER, EVENT_POINT_LAYER, EVENT_SOURCE_ID } from './event-marker-specs';

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

function featuresOf(evento: Evento | null): GeoJSON.FeatureCollection {
  if (!evento || evento.latitud === null || evento.longitud === null) return EMPTY;
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [evento.longitud, evento.latitud] },
        properties: { id: evento.id, color: categoryStyle(evento.categoria).color },
      },
    ],
  };
}

/** Marks one event on the enclosing map and brings it into view. Renders nothing itself. */
export function EventMarkerLayer({ evento, zoom = 14 }: { evento: Evento | null; zoom?: number }) {
  const map = useMap();

  useEffect(() => {
    map.addSource(EVENT_SOURCE_ID, { type: 'geojson', data: EMPTY });
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
    map.getSource<GeoJSONSource>(EVENT_SOURCE_ID)?.setData(featuresOf(evento));
    if (evento?.latitud != null && evento.longitud != null) {
      map.easeTo({ center: [evento.longitud, evento.latitud], zoom: Math.max(map.getZoom(), zoom), duration: 600 });
    }
  }, [map, evento, zoom]);

  return null;
}
