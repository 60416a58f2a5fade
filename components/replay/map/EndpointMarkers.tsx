'use client';

import type { Marker } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import type { Track } from '@/lib/client/replay/track';
import { endpointMarkerElement } from './marker-elements';

/** "A" at the route's first point and "B" at its last. */
export function EndpointMarkers({ track }: { track: Track }) {
  const map = useMap();

  useEffect(() => {
    if (track.length === 0) return;
    const last = track.length - 1;
    const markers: Marker[] = [];
    let cancelled = false;
    void import('maplibre-gl').then(({ Marker }) => {
      if (cancelled) return;
      const pins = [
        { i: 0, letter: 'A', color: '#15803d', label: `Inicio del recorrido, ${formatArgentinaDateTime(track.time[0]!)}` },
        { i: last, letter: 'B', color: '#b91c1c', label: `Fin del recorrido, ${formatArgentinaDateTime(track.time[last]!)}` },
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
  }, [map, track]);

  return null;
}
