import type { Translator } from '@/lib/client/format/translator';

/** MapLibre's own UI string ids (its `default_locale`), each the path of its text in the `MapControls` messages. */
const MAPLIBRE_STRINGS = [
  'AttributionControl.ToggleAttribution',
  'AttributionControl.MapFeedback',
  'FullscreenControl.Enter',
  'FullscreenControl.Exit',
  'LogoControl.Title',
  'NavigationControl.ResetBearing',
  'NavigationControl.ZoomIn',
  'NavigationControl.ZoomOut',
  'Popup.Close',
  'ScaleControl.Meters',
  'ScaleControl.Kilometers',
] as const;

/** MapLibre's control texts in the page's language, and the map's own name (MapLibre labels its canvas with `Map.Title`). */
export function mapLibreLocale(t: Translator<'MapControls'>, title: string): Record<string, string> {
  return { ...Object.fromEntries(MAPLIBRE_STRINGS.map((id) => [id, t(id)])), 'Map.Title': title };
}
