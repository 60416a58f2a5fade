'use client';

import { usePlacePhrase } from '@/lib/client/use-place-phrase';

/** Where a stop was ("a 3 km al norte de Pilar, Buenos Aires"), once the localities have arrived. */
export function StopPlace({ lat, lon }: { lat: number; lon: number }) {
  const place = usePlacePhrase({ latitud: lat, longitud: lon });
  return place ? (
    <span className="block text-xs text-slate-600" data-testid="lugar-parada">
      {place}
    </span>
  ) : null;
}
