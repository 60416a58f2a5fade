'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { LatLon } from '@/lib/fleet/geo';
import type { nearestPlace } from '@/lib/fleet/places/nearest-place';
import type { describePlace } from '@/lib/fleet/places/place-phrase';

interface Places {
  nearestPlace: typeof nearestPlace;
  describePlace: typeof describePlace;
}

let loaded: Places | null = null;
let loading: Promise<Places> | null = null;

/**
 * Fetches the localities (their data and index, about 20 KB compressed) once, outside the map's
 * first load: whoever shows a place first starts it, and later callers share it.
 */
export function loadPlaces(): Promise<Places> {
  loading ??= Promise.all([import('@/lib/fleet/places/nearest-place'), import('@/lib/fleet/places/place-phrase')]).then(
    ([index, phrase]) => (loaded = { nearestPlace: index.nearestPlace, describePlace: phrase.describePlace }),
    (error: unknown) => {
      // Forgotten, so that the next panel asks again rather than keep a failed fetch.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** "a 3 km al norte de Pilar, Buenos Aires" for a point, in the page's language; null until the places have arrived. */
export function usePlacePhrase(point: LatLon | null): string | null {
  const t = useTranslations('Places');
  const [places, setPlaces] = useState(loaded);
  useEffect(() => {
    if (places) return;
    let mounted = true;
    loadPlaces().then(
      (arrived) => {
        if (mounted) setPlaces(arrived);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [places]);
  if (!places || !point) return null;
  return places.describePlace(places.nearestPlace(point.latitud, point.longitud), t);
}
