import { slugify } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/**
 * A slug for a new school's public page: its name in Latin letters, with `-2`, `-3`… when
 * another school has it (the unique index of migration 0013 has the last word).
 */
export async function freeSchoolSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const rows = await db
    .selectFrom('schools')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
