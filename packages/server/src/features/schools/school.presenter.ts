import type { PublicSchoolView } from '@kokpit/shared';
import type { PublicSchoolRow } from './school.repository.js';

/** What anyone may see of an approved school (map, search, sign-up). */
export function presentPublicSchool(
  row: PublicSchoolRow & { distanceKm?: number },
): PublicSchoolView {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    area: row.area,
    region: row.region,
    postalCode: row.postal_code,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    ...(row.distanceKm !== undefined ? { distanceKm: Math.round(row.distanceKm * 10) / 10 } : {}),
  };
}
