'use client';

import type { Marker } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import { useLatest } from '@/components/map/use-latest';
import { usePlayback } from '../playback-context';
import { vehicleMarkerElement } from './marker-elements';

type Props = {
  follow: boolean;
  /** The supervisor dragged the map: following would fight them, so it turns off. */
  onFollowChange: (follow: boolean) => void;
};

/**
 * The vehicle moving along the route. Each animation frame moves a MapLibre marker (a CSS
 * transform) and, when following, re-centres the camera; React is not involved per frame.
 */
export function PlaybackMarker({ follow, onFollowChange }: Props) {
  const map = useMap();
  const engine = usePlayback();
  const followRef = useLatest(follow);
  const onFollowChangeRef = useLatest(onFollowChange);

  useEffect(() => {
    let marker: Marker | null = null;
    let unsubscribe = () => {};
    let cancelled = false;
    const { element, showHeading } = vehicleMarkerElement();
    // Already loaded by MapView; importing here keeps MapLibre out of the server render.
    void import('maplibre-gl').then(({ Marker }) => {
      if (cancelled) return;
      marker = new Marker({ element, rotationAlignment: 'map', pitchAlignment: 'map' }).setLngLat([0, 0]).addTo(map);
      unsubscribe = engine.onFrame(({ sample }) => {
        marker?.setLngLat([sample.lon, sample.lat]).setRotation(sample.heading ?? 0);
        showHeading(sample.heading !== null);
        if (followRef.current) map.jumpTo({ center: [sample.lon, sample.lat] });
      });
    });
    const stopFollowing = () => {
      if (followRef.current) onFollowChangeRef.current(false);
    };
    map.on('dragstart', stopFollowing);
    return () => {
      cancelled = true;
      unsubscribe();
      marker?.remove();
      map.off('dragstart', stopFollowing);
    };
  }, [map, engine, followRef, onFollowChangeRef]);

  return null;
}
