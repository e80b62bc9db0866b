import { schoolSearchText } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/** A school's own fields (SPEC §3), as its profile dialog edits them. */
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
  couponPrefix: string;
  status: number;
}

export async function findSchoolProfile(
  db: Db,
  schoolId: number,
): Promise<SchoolProfileRow | undefined> {
  const r = await db
    .selectFrom('schools')
    .select([
      'id',
      'name',
      'manager_name',
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
      'coupon_prefix',
      'status',
    ])
    .where('id', '=', schoolId)
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
    couponPrefix: r.coupon_prefix,
    status: r.status,
  };
}

export interface SchoolProfileChanges {
  name: string;
  managerName: string;
  address: string;
  city: string;
  area?: string;
  region?: string;
  postalCode?: string;
  phone: string;
  mobile?: string;
  email?: string;
  location?: { lat: number; lng: number };
}

/** Saves the school's fields; its searchable text follows its name and place. */
export async function updateSchoolProfile(
  db: Db,
  schoolId: number,
  c: SchoolProfileChanges,
  at: number,
): Promise<void> {
  const place = { name: c.name, city: c.city, area: c.area ?? '', region: c.region ?? '' };
  await db
    .updateTable('schools')
    .set({
      name: c.name,
      manager_name: c.managerName,
      address: c.address,
      city: c.city,
      area: place.area,
      region: place.region,
      postal_code: c.postalCode ?? '',
      phone: c.phone,
      mobile: c.mobile ?? '',
      ...(c.email !== undefined ? { email: c.email.toLowerCase() } : {}),
      ...(c.location ? { lat: c.location.lat, lng: c.location.lng } : {}),
      search_text: schoolSearchText(place),
      updated_at: at,
    })
    .where('id', '=', schoolId)
    .execute();
}
