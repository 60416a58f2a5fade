import type { FeatureCollection } from 'geojson';

/** A source starts empty; its layer component pushes the data in a second effect. */
export function emptyCollection(): FeatureCollection {
  return { type: 'FeatureCollection', features: [] };
}
