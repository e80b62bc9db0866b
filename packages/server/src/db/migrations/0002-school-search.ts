import { schoolSearchText } from '@kokpit/shared';
import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * School search without case or accents (Greek included) on both databases: SQLite's lower()
 * and LIKE fold ASCII only, so each school keeps its searchable text normalised by
 * `schoolSearchText`, written with the school and backfilled here.
 */

interface SchoolTexts {
  schools: {
    id: number;
    name: string;
    city: string;
    area: string;
    region: string;
    search_text: string;
  };
}

export async function up(raw: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  const db = raw as unknown as Kysely<SchoolTexts>;
  await db.schema
    .alterTable('schools')
    .addColumn('search_text', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await db
    .selectFrom('schools')
    .select(['id', 'name', 'city', 'area', 'region'])
    .execute();
  for (const r of rows) {
    await db
      .updateTable('schools')
      .set({ search_text: schoolSearchText(r) })
      .where('id', '=', r.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('search_text').execute();
}
