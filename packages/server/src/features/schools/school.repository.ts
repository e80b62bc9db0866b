import { normalizeSearchText, SchoolStatus } from '@kokpit/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface PublicSchoolRow {
  id: number;
  name: string;
  address: string;
  city: string;
  area: string;
  region: string;
  postal_code: string;
  phone: string;
  mobile: string;
  email: string;
  lat: number | null;
  lng: number | null;
  slug: string | null;
}

const publicColumns = [
  'id',
  'name',
  'address',
  'city',
  'area',
  'region',
  'postal_code',
  'phone',
  'mobile',
  'email',
  'lat',
  'lng',
  'slug',
] as const;

/** `%text%` for LIKE, with LIKE's own characters taken literally (escape `\`). */
const containing = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * Approved schools matching a text, at most `limit`: name, city, area or region without case
 * or accents (Greek included: "αθηνα" finds "Αθήνα", via the normalised `search_text`), or the
 * postal code.
 */
export async function searchApprovedSchools(
  db: Db,
  text: string | undefined,
  limit: number,
): Promise<PublicSchoolRow[]> {
  let q = db
    .selectFrom('schools')
    .select(publicColumns)
    .where('status', '=', SchoolStatus.approved);
  const needle = normalizeSearchText(text ?? '');
  if (needle) {
    const words = containing(needle);
    const digits = containing(needle.replace(/\s/g, ''));
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('search_text')} like ${words} escape '\\'`,
        sql<boolean>`${eb.ref('postal_code')} like ${digits} escape '\\'`,
      ]),
    );
  }
  return q.orderBy('name').limit(limit).execute();
}

/** Every approved school with a location (for distance ordering in code). */
export async function listLocatedApprovedSchools(db: Db): Promise<PublicSchoolRow[]> {
  return db
    .selectFrom('schools')
    .select(publicColumns)
    .where('status', '=', SchoolStatus.approved)
    .where('lat', 'is not', null)
    .where('lng', 'is not', null)
    .execute();
}

/** Every approved school, located or not (its branches may be). */
export async function listApprovedSchools(db: Db): Promise<PublicSchoolRow[]> {
  return db
    .selectFrom('schools')
    .select(publicColumns)
    .where('status', '=', SchoolStatus.approved)
    .execute();
}

/** A branch of an approved school: where it is and how it is reached. */
export interface BranchPosition {
  school_id: number;
  lat: number;
  lng: number;
  address: string;
  city: string;
  postal_code: string;
  phone: string;
}

/** Where the branches of approved schools are (school_locations). */
export async function listApprovedBranchPositions(db: Db): Promise<BranchPosition[]> {
  return db
    .selectFrom('school_locations as l')
    .innerJoin('schools as s', 's.id', 'l.school_id')
    .select(['l.school_id', 'l.lat', 'l.lng', 'l.address', 'l.city', 'l.postal_code', 'l.phone'])
    .where('s.status', '=', SchoolStatus.approved)
    .execute();
}

export async function findApprovedSchool(db: Db, id: number): Promise<PublicSchoolRow | undefined> {
  return db
    .selectFrom('schools')
    .select(publicColumns)
    .where('id', '=', id)
    .where('status', '=', SchoolStatus.approved)
    .executeTakeFirst();
}

/** An approved school by its public page's slug. */
export async function findApprovedSchoolBySlug(
  db: Db,
  slug: string,
): Promise<PublicSchoolRow | undefined> {
  return db
    .selectFrom('schools')
    .select(publicColumns)
    .where('slug', '=', slug)
    .where('status', '=', SchoolStatus.approved)
    .executeTakeFirst();
}
