import type { PlaceNeedle } from '@kokpit/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PlaceSeedRow } from './places-source.js';

export interface PlaceRow {
  kind: string;
  name: string;
  context: string;
  postal_code: string | null;
  lat: number;
  lng: number;
}

const placeColumns = ['kind', 'name', 'context', 'postal_code', 'lat', 'lng'] as const;

/** Whether the gazetteer holds rows of this source (and version). */
export async function hasPlaceSource(db: Db, source: string): Promise<boolean> {
  const row = await db
    .selectFrom('places')
    .select('id')
    .where('source', '=', source)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the whole gazetteer with `rows`, in one transaction. */
export async function replacePlaces(db: Db, rows: PlaceSeedRow[], source: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('places').execute();
    // 11 values a row: well under SQLite's 32,766 parameters and PostgreSQL's 65,535.
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('places')
        .values(rows.slice(i, i + 500).map((r) => ({ ...r, source })))
        .execute();
    }
  });
}

/** `%`/`_` taken literally in LIKE (escape `\`). */
const literal = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * The place a typed search most likely means: a postal code exactly, else the first of its
 * three-digit area; a name whose words each begin one of the place's word stems, exact stems
 * first, then by kind and size (`rank`).
 */
export async function findPlace(db: Db, needle: PlaceNeedle): Promise<PlaceRow | undefined> {
  if (needle.kind === 'empty') return undefined;
  if (needle.kind === 'postcode') {
    const exact = await db
      .selectFrom('places')
      .select(placeColumns)
      .where('postal_code', '=', needle.digits)
      .executeTakeFirst();
    if (exact) return exact;
    return db
      .selectFrom('places')
      .select(placeColumns)
      .where('postal_code', 'like', `${needle.digits.slice(0, 3)}%`)
      .orderBy('postal_code')
      .limit(1)
      .executeTakeFirst();
  }
  const words = needle.stem.split(' ');
  return db
    .selectFrom('places')
    .select(placeColumns)
    .where('postal_code', 'is', null)
    .where((eb) =>
      eb.and(
        words.map(
          (w) =>
            sql<boolean>`(' ' || ${eb.ref('search_stem')}) like ${`% ${literal(w).replace('/', '%')}%`} escape '\\'`,
        ),
      ),
    )
    .orderBy(sql`case when ${sql.ref('search_stem')} = ${needle.stem} then 0 else 1 end`)
    .orderBy('rank')
    .orderBy(sql`length(${sql.ref('name')})`)
    .limit(1)
    .executeTakeFirst();
}
