import type { Db } from '../../db/database.js';
import {
  updateSchoolProfile,
  type SchoolProfileRow,
} from '../schools/school-profile.repository.js';

/*
 * The editor's own tables: branches and logo. The school's row itself is read and written by
 * schools/school-profile.repository.ts, as the profile dialog does.
 */

export interface BranchRow {
  id: number;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  lat: number;
  lng: number;
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
  school: Pick<SchoolProfileRow, 'id' | 'name' | 'city' | 'area' | 'region'>,
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
  const { address, city, postalCode, location } = main;
  await updateSchoolProfile(db, school, { address, city, postalCode, location }, at);
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
