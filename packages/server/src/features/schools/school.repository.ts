import { SchoolStatus } from '@kokpit/shared';
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
] as const;

/** Approved schools matching a text (name, city, area, postal code), at most `limit`. */
export async function searchApprovedSchools(
  db: Db,
  text: string | undefined,
  limit: number,
): Promise<PublicSchoolRow[]> {
  let q = db
    .selectFrom('schools')
    .select(publicColumns)
    .where('status', '=', SchoolStatus.approved);
  const needle = text?.trim().toLowerCase();
  if (needle) {
    const like = `%${needle.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', like),
        eb(eb.fn('lower', ['city']), 'like', like),
        eb(eb.fn('lower', ['area']), 'like', like),
        eb(eb.fn('lower', ['region']), 'like', like),
        eb('postal_code', 'like', like.replace(/\s/g, '')),
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

export async function findApprovedSchool(db: Db, id: number): Promise<PublicSchoolRow | undefined> {
  return db
    .selectFrom('schools')
    .select(publicColumns)
    .where('id', '=', id)
    .where('status', '=', SchoolStatus.approved)
    .executeTakeFirst();
}
