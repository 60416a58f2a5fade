'use client';

import type { Feature, Point } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import { useMap } from '@/components/map/map-context';
import type { Stop } from '@/lib/client/replay/stops';
import { usePlayback } from '../playback-context';
import { describeStop } from '../stop-description';
import { emptyCollection } from './empty-collection';
import { openInfoPopup } from './info-popup';
import { STOPS_CIRCLE, STOPS_LABEL, STOPS_SOURCE } from './route-layer-styles';
import { useLayerClick } from './use-layer-click';

/** Numbered stop markers; clicking one shows arrival, departure and duration and seeks to the arrival. */
export function StopsLayer({ stops }: { stops: readonly Stop[] }) {
  const map = useMap();
  const engine = usePlayback();
  const t = useTranslations('Replay');
  const formats = useFormats();

  useEffect(() => {
    map.addSource(STOPS_SOURCE, { type: 'geojson', data: emptyCollection() });
    map.addLayer({ ...STOPS_CIRCLE, source: STOPS_SOURCE });
    map.addLayer({ ...STOPS_LABEL, source: STOPS_SOURCE });
    return () => {
      for (const id of [STOPS_LABEL.id, STOPS_CIRCLE.id]) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(STOPS_SOURCE)) map.removeSource(STOPS_SOURCE);
    };
  }, [map]);

  useLayerClick(STOPS_CIRCLE.id, (feature) => {
    const n = Number(feature.properties.n);
    const stop = stops[n - 1];
    if (!stop) return;
    engine.seek(stop.arrival);
    const { title, lines } = describeStop(stop, n, t, formats);
    return openInfoPopup(map, [stop.lon, stop.lat], title, lines);
  });

  useEffect(() => {
    const features: Feature<Point, { n: number }>[] = stops.map((s, k) => ({
      type: 'Feature',
      properties: { n: k + 1 },
      geometry: { type: 'Point', coordinates: [s.lon, s.lat] },
    }));
    map.getSource<GeoJSONSource>(STOPS_SOURCE)?.setData({ type: 'FeatureCollection', features });
  }, [map, stops]);

  return null;
}
