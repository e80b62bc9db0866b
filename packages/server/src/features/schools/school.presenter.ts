import type { Language, PlaceView, PublicSchoolView, SchoolPageView } from '@kokpit/shared';
import { studentSignUpUrl } from '../coupons/sign-up-links.js';
import type { GeocodedPlace } from '../places/geocoder.js';
import type { SchoolPageData } from './school-page.service.js';
import type { PublicSchoolRow } from './school.repository.js';

/** What anyone may see of an approved school (map, search, sign-up). */
export function presentPublicSchool(
  row: PublicSchoolRow & { distanceKm?: number },
): PublicSchoolView {
  return {
    id: row.id,
    slug: row.slug ?? String(row.id),
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

/** The place a search text was read as. */
export function presentPlace(place: GeocodedPlace): PlaceView {
  return {
    kind: place.kind,
    name: place.name,
    context: place.context,
    postalCode: place.postalCode,
    location: { lat: place.lat, lng: place.lng },
  };
}

/** A school's public page in `lang` (its texts already in `lang`, else Greek). */
export function presentSchoolPage(
  page: SchoolPageData,
  lang: Language,
  publicUrl: string,
): SchoolPageView {
  const { presentation } = page;
  return {
    school: presentPublicSchool(page.school),
    logoUrl: presentation.logoUrl,
    welcome: presentation.welcome,
    description: presentation.description,
    branches: presentation.locations,
    signUpUrl: studentSignUpUrl(publicUrl, lang, page.school.id),
  };
}
