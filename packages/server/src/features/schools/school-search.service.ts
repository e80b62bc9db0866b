import { distanceKm, Limits, NEAR_SCHOOL_KM, type LatLng } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import type { Db } from '../../db/database.js';
import type { GeocodedPlace } from '../places/geocoder.js';
import {
  listApprovedBranchPositions,
  listApprovedSchools,
  searchApprovedSchools,
  type BranchPosition,
  type PublicSchoolRow,
} from './school.repository.js';

export type NearSchoolRow = PublicSchoolRow & { distanceKm: number };

/** What a school search found, and which message goes with it (SPEC §8). */
export interface SchoolSearchOutcome {
  schools: (PublicSchoolRow & { distanceKm?: number })[];
  /** The place the text was read as, when it was read as one. */
  place: GeocodedPlace | null;
  message:
    | { key: 'school.noLocation' | 'school.noneInRegion' }
    | { key: 'places.nearestFar'; km: number }
    | null;
}

/**
 * The `count` approved schools nearest to `origin`, nearest first: a school is as near as the
 * nearest of its own position and its branches' (school_locations); its pin, address and phone
 * are that branch's, so the distance shown sits beside the address it is measured to.
 */
export async function nearestApprovedSchools(
  db: Db,
  origin: LatLng,
  count: number,
): Promise<NearSchoolRow[]> {
  const [schools, branches] = await Promise.all([
    listApprovedSchools(db),
    listApprovedBranchPositions(db),
  ]);
  const best = new Map<number, { at: LatLng; km: number; branch: BranchPosition | null }>();
  const consider = (id: number, at: LatLng, branch: BranchPosition | null) => {
    const km = distanceKm(origin, at);
    const seen = best.get(id);
    if (!seen || km < seen.km) best.set(id, { at, km, branch });
  };
  for (const s of schools) {
    if (s.lat !== null && s.lng !== null) consider(s.id, s as LatLng, null);
  }
  for (const b of branches) consider(b.school_id, b, b);
  return schools
    .filter((s) => best.has(s.id))
    .map((s) => {
      const { at, km, branch } = best.get(s.id)!;
      return { ...s, ...branchPlace(branch), lat: at.lat, lng: at.lng, distanceKm: km };
    })
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, count);
}

/** A branch's address and phone over the school's (a blank field keeps the school's). */
function branchPlace(branch: BranchPosition | null): Partial<PublicSchoolRow> {
  if (!branch) return {};
  const place: Partial<PublicSchoolRow> = {};
  if (branch.address) {
    place.address = branch.address;
    place.city = branch.city;
    place.postal_code = branch.postal_code;
  }
  if (branch.phone) place.phone = branch.phone;
  return place;
}

/** Near a position: no school at all is "none in the region"; far ones say how far. */
async function near(
  db: Db,
  origin: LatLng,
  count: number,
  place: GeocodedPlace | null,
): Promise<SchoolSearchOutcome> {
  const schools = await nearestApprovedSchools(db, origin, count);
  const nearest = schools[0];
  const message: SchoolSearchOutcome['message'] = !nearest
    ? { key: 'school.noneInRegion' }
    : nearest.distanceKm > NEAR_SCHOOL_KM
      ? { key: 'places.nearestFar', km: Math.round(nearest.distanceKm) }
      : null;
  return { schools, place, message };
}

/**
 * The search of the choose-school page and the maps: a position gives the nearest 20 (SPEC §9);
 * a text is first read as a place or postal code (the geocoder) and gives the nearest 20 to it;
 * a text that is no place may be a school's name; nothing at all gives every school for a map.
 */
export async function searchSchools(
  ctx: Pick<AppContext, 'db' | 'geocoder'>,
  input: { query?: string; lat?: number; lng?: number; limit?: number } | undefined,
): Promise<SchoolSearchOutcome> {
  const count = input?.limit ?? Limits.nearestSchools;
  const query = input?.query?.trim() ?? '';
  if (query) {
    const place = await ctx.geocoder.locate(query);
    if (place) return near(ctx.db, place, count, place);
    const named = await searchApprovedSchools(ctx.db, query, count);
    if (named.length > 0) return { schools: named, place: null, message: null };
    return { schools: [], place: null, message: { key: 'school.noLocation' } };
  }
  if (input?.lat !== undefined && input.lng !== undefined) {
    return near(ctx.db, { lat: input.lat, lng: input.lng }, count, null);
  }
  const schools = await searchApprovedSchools(ctx.db, undefined, input?.limit ?? 200);
  return { schools, place: null, message: schools.length ? null : { key: 'school.noneInRegion' } };
}
