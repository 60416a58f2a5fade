'use client';

import type { Marker } from 'maplibre-gl';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import { useFormats } from '@/lib/client/format/use-formats';
import type { Track } from '@/lib/client/replay/track';
import { endpointMarkerElement } from './marker-elements';

/** "A" at the route's first point and "B" at its last. */
export function EndpointMarkers({ track }: { track: Track }) {
  const map = useMap();
  const t = useTranslations('Replay');
  const formats = useFormats();

  useEffect(() => {
    if (track.length === 0) return;
    const last = track.length - 1;
    const markers: Marker[] = [];
    let cancelled = false;
    void import('maplibre-gl').then(({ Marker }) => {
      if (cancelled) return;
      const pins = [
        { i: 0, letter: 'A', color: '#15803d', label: t('start', { when: formats.dateTimeSeconds(track.time[0]!) }) },
        { i: last, letter: 'B', color: '#b91c1c', label: t('end', { when: formats.dateTimeSeconds(track.time[last]!) }) },
      ];
      for (const pin of pins) {
        const element = endpointMarkerElement(pin.letter, pin.color, pin.label);
        markers.push(new Marker({ element }).setLngLat([track.lon[pin.i]!, track.lat[pin.i]!]).addTo(map));
      }
    });
    return () => {
      cancelled = true;
      for (const marker of markers) marker.remove();
    };
  }, [map, track, t, formats]);

  return null;
}
