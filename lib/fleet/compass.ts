const POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

export type CompassPoint = (typeof POINTS)[number];

/** The nearest of the eight compass points to a bearing in degrees clockwise from north; the catalogues name them. */
export function compassPoint(degrees: number): CompassPoint {
  return POINTS[((Math.round(degrees / 45) % 8) + 8) % 8]!;
}
