import { normalizeSearchText, searchFoldReplacements } from '@kokpit/shared';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/*
 * "Contains", case and accents folded, the same on SQLite and PostgreSQL, with no function
 * registered in the database: the needle is folded by the shared normalizeSearchText (as the
 * stored search_text columns are), and the column is folded in SQL by lower() and replace()
 * of the letters that fold to one of the needle's (shared searchFoldReplacements). SQLite's
 * lower() folds ASCII only, so "ΑΘΗΝΑ", "Αθήνα" and "αθηνα" meet only through the replaces.
 * Like any LIKE '%…%' it reads the rows it is given: callers keep it behind an index-backed
 * condition or the back office's row guard.
 */

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
export function escapeLikeText(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The column's text folded for comparison with `needle` (already normalised). */
export function foldedText(
  column: Expression<unknown> | RawBuilder<unknown>,
  needle: string,
): RawBuilder<string> {
  let folded: RawBuilder<string> = sql<string>`lower(cast(${column} as text))`;
  for (const [from, to] of searchFoldReplacements(needle)) {
    folded = sql<string>`replace(${folded}, ${from}, ${to})`;
  }
  return folded;
}

/** The column contains the typed text, case and accents folded (Greek and Latin). */
export function foldedContains(
  column: Expression<unknown> | RawBuilder<unknown>,
  typed: string,
): RawBuilder<SqlBool> {
  const needle = normalizeSearchText(typed);
  return sql<SqlBool>`${foldedText(column, needle)} like ${`%${escapeLikeText(needle)}%`} escape '\\'`;
}

/** A stored folded column (search_text, written by normalizeSearchText) contains the text. */
export function storedFoldContains(
  column: Expression<unknown> | RawBuilder<unknown>,
  needle: string,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} like ${`%${escapeLikeText(needle)}%`} escape '\\'`;
}
