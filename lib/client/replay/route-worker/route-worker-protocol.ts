import type { FeatureCollection, MultiLineString } from 'geojson';
import type { PathProperties } from '../path-features';
import type { Track } from '../track';

/**
 * Messages between the replay page and its route worker. A week at 10-second reports is
 * ~60,000 points and ~9 MB of JSON: the worker fetches, parses and validates it and hands back
 * the route as typed-array columns (transferred, not copied), so the page's main thread never
 * holds the 60,000 objects.
 */
export type PathOverview = FeatureCollection<MultiLineString, PathProperties>;

export type RouteWorkerRequest = { type: 'load'; id: number; url: string } | { type: 'abort'; id: number };

export type RouteWorkerReply =
  /**
   * `overview`: the path to draw first (buildPathOverview). `receivedAt`: epoch ms when the
   * answer's last byte arrived, for the page's performance marks.
   */
  | { type: 'route'; id: number; track: Track; partes: number; overview: PathOverview; receivedAt: number }
  | { type: 'error'; id: number; status: number; codigo: string; mensaje: string; solicitud: string | null };

/** The arrays a Track owns, listed for `postMessage`'s transfer list. */
export function trackBuffers(track: Track): ArrayBuffer[] {
  return [track.time, track.lon, track.lat, track.speed, track.heading, track.ignition, track.origen].map((a) => a.buffer as ArrayBuffer);
}
