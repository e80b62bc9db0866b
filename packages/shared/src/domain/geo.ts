export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The `count` items nearest to `origin`, nearest first, each with its distance. */
export function nearest<T extends { lat: number | null; lng: number | null }>(
  items: T[],
  origin: LatLng,
  count: number,
): (T & { distanceKm: number })[] {
  return items
    .filter((i): i is T & LatLng => i.lat !== null && i.lng !== null)
    .map((i) => ({ ...i, distanceKm: distanceKm(origin, i) }))
    .sort((x, y) => x.distanceKm - y.distanceKm)
    .slice(0, count);
}
