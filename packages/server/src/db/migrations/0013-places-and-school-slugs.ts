import { slugify } from '@kokpit/shared';
import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * The gazetteer the offline geocoder searches (features/places): every postal code, municipality,
 * municipal unit, community, area, regional unit and region of Greece with coordinates, filled
 * at start-up from the package it ships with (places-seed.ts), keyed for search by the shared
 * `placeKey`/`placeStem`. And a slug per school for its public page (/{lang}/schools/{slug}),
 * from the name in Latin letters, unique.
 */

interface SchoolNames {
  schools: { id: number; name: string; slug: string | null };
}

export async function up(raw: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await raw.schema
    .createTable('places')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    /** The wider place it lies in, for display ("Θεσσαλονίκης" of a postal code). */
    .addColumn('context', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'varchar(5)')
    .addColumn('search_key', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('search_stem', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    /** Kind first, then how many postal codes it covers: which of two namesakes is meant. */
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    /** The data set and version the row came from, so a new version replaces the rows once. */
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .execute();
  await raw.schema.createIndex('places_postal_code').on('places').column('postal_code').execute();
  await raw.schema.createIndex('places_search_stem').on('places').column('search_stem').execute();

  const db = raw as unknown as Kysely<SchoolNames>;
  await db.schema.alterTable('schools').addColumn('slug', 'varchar(96)').execute();
  const rows = await db.selectFrom('schools').select(['id', 'name']).orderBy('id').execute();
  const taken = new Set<string>();
  for (const r of rows) {
    const slug = freeSlug(slugify(r.name), taken);
    taken.add(slug);
    await db.updateTable('schools').set({ slug }).where('id', '=', r.id).execute();
  }
  await db.schema.createIndex('schools_slug').on('schools').column('slug').unique().execute();
}

/** `base`, or `base-2`, `base-3`… whichever is not taken. */
function freeSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.dropIndex('schools_slug').execute();
  await db.schema.alterTable('schools').dropColumn('slug').execute();
  await db.schema.dropTable('places').execute();
}
