import { compassPoint } from '../compass';
import { PLACE_SEARCH_KM, type NearestPlace } from './nearest-place';

/**
 * The `Places` namespace's translate function: next-intl's `useTranslations('Places')` in the
 * browser, `getTranslations('Places')` on the server.
 */
export type PlacesTranslate = (key: 'place' | 'within' | 'near' | 'remote' | 'none', values: Record<string, string | number>) => string;

/** Past this a locality still names the area, but "a 80 km de" reads as nearby: the phrase says the area is empty. */
export const REMOTE_KM = 50;

/**
 * "en Pilar, Buenos Aires", "a 3 km al norte de Pilar, Buenos Aires", "zona despoblada: a 80 km
 * al sur de …", or no locality within reach; in the translator's language.
 */
export function describePlace(place: NearestPlace | null, t: PlacesTranslate): string {
  if (!place) return t('none', { km: PLACE_SEARCH_KM });
  const label = t('place', { name: place.name, province: place.province, country: place.country });
  if (place.within) return t('within', { place: label });
  const km = Math.round(place.distanceKm);
  const direction = compassPoint(place.bearingDeg);
  return t(place.distanceKm > REMOTE_KM ? 'remote' : 'near', { km, direction, place: label });
}
