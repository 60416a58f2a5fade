const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export interface LatLon {
  latitud: number;
  longitud: number;
}

/** Great-circle distance in km: how `distancia_km` adds up between consecutive gps points (docs/fleet-api.md#recorrido-and-punto). */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = (b.latitud - a.latitud) * RAD;
  const dLon = (b.longitud - a.longitud) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitud * RAD) * Math.cos(b.latitud * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
