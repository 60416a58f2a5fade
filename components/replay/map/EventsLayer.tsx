'use client';

import type { Feature, Point } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { useFormats } from '@/lib/client/format/use-formats';
import { useMap } from '@/components/map/map-context';
import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import { describeEvent } from '../event-description';
import { usePlayback } from '../playback-context';
import { emptyCollection } from './empty-collection';
import { openInfoPopup } from './info-popup';
import { EVENTS_CIRCLE, EVENTS_SOURCE } from './route-layer-styles';
import { useLayerClick } from './use-layer-click';

/** The vehicle's events where they happened; clicking one describes it and moves playback there. */
export function EventsLayer({ events }: { events: readonly PlacedEvent[] }) {
  const map = useMap();
  const engine = usePlayback();
  const t = useTranslations('Replay');
  const formats = useFormats();
  const labels = useEventLabels();

  useEffect(() => {
    map.addSource(EVENTS_SOURCE, { type: 'geojson', data: emptyCollection() });
    map.addLayer({ ...EVENTS_CIRCLE, source: EVENTS_SOURCE });
    return () => {
      if (map.getLayer(EVENTS_CIRCLE.id)) map.removeLayer(EVENTS_CIRCLE.id);
      if (map.getSource(EVENTS_SOURCE)) map.removeSource(EVENTS_SOURCE);
    };
  }, [map]);

  useLayerClick(EVENTS_CIRCLE.id, (feature) => {
    const placed = events[Number(feature.properties.k)];
    if (!placed || placed.lon === null || placed.lat === null) return;
    engine.seek(placed.time);
    const { title, lines } = describeEvent(placed, t, formats, labels);
    return openInfoPopup(map, [placed.lon, placed.lat], title, lines);
  });

  useEffect(() => {
    const features: Feature<Point, { k: number; categoria: string }>[] = [];
    events.forEach((placed, k) => {
      if (placed.lon === null || placed.lat === null) return;
      features.push({
        type: 'Feature',
        properties: { k, categoria: placed.evento.categoria },
        geometry: { type: 'Point', coordinates: [placed.lon, placed.lat] },
      });
    });
    map.getSource<GeoJSONSource>(EVENTS_SOURCE)?.setData({ type: 'FeatureCollection', features });
  }, [map, events]);

  return null;
}
