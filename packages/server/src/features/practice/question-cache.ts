import type { Language } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { loadQuestions, type QuestionRow } from '../content/content.repository.js';

/*
 * The questions a test shows, remembered per language for a minute: every test start reads
 * twenty of the same few hundred bank questions (texts with their Greek fallback, answers),
 * which change only when an operator imports.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
const cache = new WeakMap<object, Map<string, { row: QuestionRow; until: number }>>();

/** Questions by id in the order given, like loadQuestions, reading only those not remembered. */
export async function cachedQuestions(
  db: Db,
  ids: readonly number[],
  lang: Language,
  at = Date.now(),
): Promise<QuestionRow[]> {
  let entries = cache.get(db);
  if (!entries) cache.set(db, (entries = new Map()));
  const found = new Map<number, QuestionRow>();
  for (const id of ids) {
    const e = entries.get(`${lang}:${id}`);
    if (e && e.until > at) found.set(id, e.row);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    if (entries.size + missing.length > MAX_ENTRIES) entries.clear();
    for (const row of await loadQuestions(db, missing, lang)) {
      entries.set(`${lang}:${row.id}`, { row, until: at + TTL_MS });
      found.set(row.id, row);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}
