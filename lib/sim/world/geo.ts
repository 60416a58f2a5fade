/** Small-distance geometry on WGS84: enough for city streets and highway polylines. */
export const KM_PER_DEG_LAT = 111.32;
const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export function kmPerDegLon(lat: number): number {
  return KM_PER_DEG_LAT * Math.cos(lat * RAD);
}

export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Initial bearing from the first point to the second, whole degrees 0–359 from north. */
export function bearingDeg(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const y = Math.sin((lon2 - lon1) * RAD) * Math.cos(lat2 * RAD);
  const x =
    Math.cos(lat1 * RAD) * Math.sin(lat2 * RAD) -
    Math.sin(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.cos((lon2 - lon1) * RAD);
  const deg = Math.round(Math.atan2(y, x) / RAD);
  return ((deg % 360) + 360) % 360;
}

/** Moves a point by kilometres east and north (flat-earth, fine below a few hundred km). */
export function offsetKm(lat: number, lon: number, eastKm: number, northKm: number): [number, number] {
  return [lat + northKm / KM_PER_DEG_LAT, lon + eastKm / kmPerDegLon(lat)];
}

/** Rounds to the API's 6 decimals. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
