import type { Feature, FeatureCollection, MultiLineString, Point } from 'geojson';
import { formatApiDateTime } from '@/lib/fleet/time';
import { gpsDistanceKm } from '../distance';
import type { TrackSegment } from '../gaps';
import { type Track, pointAt } from '../track';

/**
 * A FeatureCollection: first the path as a MultiLineString (one line per stretch between data
 * gaps), then every point as a Point with the API's fields and its Argentina-time `fecha`.
 */
export function buildGeoJson(track: Track, segments: readonly TrackSegment[]): string {
  const path: Feature<MultiLineString> = {
    type: 'Feature',
    properties: {
      vehiculo: track.vehiculo,
      patente: track.patente,
      desde: formatApiDateTime(track.desde),
      hasta: formatApiDateTime(track.hasta),
      distancia_km: Math.round(gpsDistanceKm(track) * 1000) / 1000,
      cantidad_puntos: track.length,
    },
    geometry: {
      type: 'MultiLineString',
      // A LineString needs two positions; a lone point between two gaps is only in the points.
      coordinates: segments
        .filter((s) => s.end > s.start)
        .map((s) => Array.from({ length: s.end - s.start + 1 }, (_, k) => [track.lon[s.start + k]!, track.lat[s.start + k]!])),
    },
  };
  const collection: FeatureCollection = { type: 'FeatureCollection', features: [path, ...points(track)] };
  return JSON.stringify(collection);
}

function points(track: Track): Feature<Point>[] {
  return Array.from({ length: track.length }, (_, i) => {
    const { time, latitud, longitud, ...rest } = pointAt(track, i);
    return {
      type: 'Feature',
      properties: { fecha: formatApiDateTime(time), ...rest },
      geometry: { type: 'Point', coordinates: [longitud, latitud] },
    };
  });
}
