import { schoolSearchText } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/** The school's fields the editor and its public page show. */
export interface EditorSchoolRow {
  id: number;
  name: string;
  managerName: string;
  phone: string;
  mobile: string;
  email: string;
  city: string;
  area: string;
  region: string;
  /** JSON of SchoolTexts. */
  texts: string;
  couponPrefix: string;
  status: number;
  /** The logo's hash, when it has one (its version in URLs). */
  logoSha: string | null;
}

export interface BranchRow {
  id: number;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  lat: number;
  lng: number;
}

export async function findEditorSchool(
  db: Db,
  schoolId: number,
): Promise<EditorSchoolRow | undefined> {
  const r = await db
    .selectFrom('schools as s')
    .leftJoin('school_logos as l', 'l.school_id', 's.id')
    .select([
      's.id',
      's.name',
      's.manager_name',
      's.phone',
      's.mobile',
      's.email',
      's.city',
      's.area',
      's.region',
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
    phone: r.phone,
    mobile: r.mobile,
    email: r.email,
    city: r.city,
    area: r.area,
    region: r.region,
    texts: r.texts,
    couponPrefix: r.coupon_prefix,
    status: r.status,
    logoSha: r.sha256 ?? null,
  };
}

/** The school's branches in their order; the first is its main place. */
export async function listBranches(db: Db, schoolId: number): Promise<BranchRow[]> {
  const rows = await db
    .selectFrom('school_locations')
    .select(['id', 'address', 'city', 'postal_code', 'phone', 'lat', 'lng'])
    .where('school_id', '=', schoolId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    address: r.address,
    city: r.city,
    postalCode: r.postal_code,
    phone: r.phone,
    lat: r.lat,
    lng: r.lng,
  }));
}

/**
 * The school's own place (schools.address, lat…) as a branch, for a school whose editor never
 * saved branches yet (it signed up with one place).
 */
export async function findMainPlace(db: Db, schoolId: number): Promise<BranchRow | undefined> {
  const r = await db
    .selectFrom('schools')
    .select(['address', 'city', 'postal_code', 'phone', 'lat', 'lng'])
    .where('id', '=', schoolId)
    .executeTakeFirst();
  if (!r || r.lat === null || r.lng === null) return undefined;
  return {
    id: 0,
    address: r.address,
    city: r.city,
    postalCode: r.postal_code,
    phone: r.phone,
    lat: r.lat,
    lng: r.lng,
  };
}

export interface AccountChanges {
  name: string;
  managerName: string;
  phone: string;
  mobile?: string | undefined;
  email: string;
}

/** Saves the account fields; the searchable text follows the name. */
export async function updateSchoolAccount(
  db: Db,
  school: Pick<EditorSchoolRow, 'id' | 'city' | 'area' | 'region'>,
  c: AccountChanges,
  at: number,
): Promise<void> {
  await db
    .updateTable('schools')
    .set({
      name: c.name,
      manager_name: c.managerName,
      phone: c.phone,
      mobile: c.mobile ?? '',
      email: c.email.toLowerCase(),
      search_text: schoolSearchText({ ...school, name: c.name }),
      updated_at: at,
    })
    .where('id', '=', school.id)
    .execute();
}

export async function updateSchoolTexts(
  db: Db,
  schoolId: number,
  textsJson: string,
  at: number,
): Promise<void> {
  await db
    .updateTable('schools')
    .set({ texts: textsJson, updated_at: at })
    .where('id', '=', schoolId)
    .execute();
}

export interface NewBranch {
  address: string;
  city: string;
  postalCode: string;
  phone?: string | undefined;
  location: { lat: number; lng: number };
}

/**
 * Makes the school's branches exactly these, in order; the first becomes the school's own
 * place (schools.address, city, postal code, pin), which search and maps read.
 */
export async function replaceBranches(
  db: Db,
  school: Pick<EditorSchoolRow, 'id' | 'name' | 'area' | 'region'>,
  branches: NewBranch[],
  at: number,
): Promise<void> {
  await db.deleteFrom('school_locations').where('school_id', '=', school.id).execute();
  await db
    .insertInto('school_locations')
    .values(
      branches.map((b, position) => ({
        school_id: school.id,
        address: b.address,
        city: b.city,
        postal_code: b.postalCode,
        phone: b.phone ?? '',
        lat: b.location.lat,
        lng: b.location.lng,
        position,
      })),
    )
    .execute();
  const main = branches[0]!;
  await db
    .updateTable('schools')
    .set({
      address: main.address,
      city: main.city,
      postal_code: main.postalCode,
      lat: main.location.lat,
      lng: main.location.lng,
      search_text: schoolSearchText({ ...school, city: main.city }),
      updated_at: at,
    })
    .where('id', '=', school.id)
    .execute();
}

export interface LogoRow {
  contentType: string;
  sha256: string;
  bytes: Buffer;
}

export async function saveLogo(
  db: Db,
  schoolId: number,
  logo: LogoRow | null,
  at: number,
): Promise<void> {
  await db.deleteFrom('school_logos').where('school_id', '=', schoolId).execute();
  if (!logo) return;
  await db
    .insertInto('school_logos')
    .values({
      school_id: schoolId,
      content_type: logo.contentType,
      sha256: logo.sha256,
      bytes: logo.bytes,
      updated_at: at,
    })
    .execute();
}

export async function findLogo(db: Db, schoolId: number): Promise<LogoRow | undefined> {
  const r = await db
    .selectFrom('school_logos')
    .select(['content_type', 'sha256', 'bytes'])
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return r
    ? { contentType: r.content_type, sha256: r.sha256, bytes: Buffer.from(r.bytes) }
    : undefined;
}
