import { schoolSearchText } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/*
 * A school's own row (SPEC §3), read and written in one place for everything that shows or
 * edits it: the profile dialog, the school editor, its public page and the students' dashboard.
 */

/** A school's own fields. */
export interface SchoolProfileRow {
  id: number;
  name: string;
  managerName: string;
  address: string;
  city: string;
  area: string;
  region: string;
  postalCode: string;
  phone: string;
  mobile: string;
  email: string;
  lat: number | null;
  lng: number | null;
  /** JSON of SchoolTexts. */
  texts: string;
  couponPrefix: string;
  status: number;
  /** The logo's hash, when it has one (its version in URLs). */
  logoSha: string | null;
}

export async function findSchoolProfile(
  db: Db,
  schoolId: number,
): Promise<SchoolProfileRow | undefined> {
  const r = await db
    .selectFrom('schools as s')
    .leftJoin('school_logos as l', 'l.school_id', 's.id')
    .select([
      's.id',
      's.name',
      's.manager_name',
      's.address',
      's.city',
      's.area',
      's.region',
      's.postal_code',
      's.phone',
      's.mobile',
      's.email',
      's.lat',
      's.lng',
      's.texts',
      's.coupon_prefix',
      's.status',
      'l.sha256',
    ])
    .where('s.id', '=', schoolId)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    name: r.name,
    managerName: r.manager_name,
    address: r.address,
    city: r.city,
    area: r.area,
    region: r.region,
    postalCode: r.postal_code,
    phone: r.phone,
    mobile: r.mobile,
    email: r.email,
    lat: r.lat,
    lng: r.lng,
    texts: r.texts,
    couponPrefix: r.coupon_prefix,
    status: r.status,
    logoSha: r.sha256 ?? null,
  };
}

/** Fields to change; those left out keep their value. */
export interface SchoolProfileChanges {
  name?: string;
  managerName?: string;
  address?: string;
  city?: string;
  area?: string;
  region?: string;
  postalCode?: string;
  phone?: string;
  mobile?: string;
  email?: string;
  location?: { lat: number; lng: number };
  /** JSON of SchoolTexts. */
  texts?: string;
}

/**
 * Saves the changed fields of `school` (as it is now); its searchable text follows its name
 * and place, changed or not.
 */
export async function updateSchoolProfile(
  db: Db,
  school: Pick<SchoolProfileRow, 'id' | 'name' | 'city' | 'area' | 'region'>,
  c: SchoolProfileChanges,
  at: number,
): Promise<void> {
  const place = {
    name: c.name ?? school.name,
    city: c.city ?? school.city,
    area: c.area ?? school.area,
    region: c.region ?? school.region,
  };
  await db
    .updateTable('schools')
    .set({
      ...(c.name !== undefined ? { name: c.name } : {}),
      ...(c.managerName !== undefined ? { manager_name: c.managerName } : {}),
      ...(c.address !== undefined ? { address: c.address } : {}),
      ...(c.city !== undefined ? { city: c.city } : {}),
      ...(c.area !== undefined ? { area: c.area } : {}),
      ...(c.region !== undefined ? { region: c.region } : {}),
      ...(c.postalCode !== undefined ? { postal_code: c.postalCode } : {}),
      ...(c.phone !== undefined ? { phone: c.phone } : {}),
      ...(c.mobile !== undefined ? { mobile: c.mobile } : {}),
      ...(c.email !== undefined ? { email: c.email.toLowerCase() } : {}),
      ...(c.location ? { lat: c.location.lat, lng: c.location.lng } : {}),
      ...(c.texts !== undefined ? { texts: c.texts } : {}),
      search_text: schoolSearchText(place),
      updated_at: at,
    })
    .where('id', '=', school.id)
    .execute();
}
