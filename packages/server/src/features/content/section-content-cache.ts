import type { Language } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import {
  listCategories,
  listSectionQuestions,
  type CategoryRow,
  type SectionQuestionRow,
} from './content.repository.js';

/*
 * A section's active questions (with their categories) and its named categories, remembered
 * for a minute like the questions' texts (tests/question-cache.ts): bank content changes only
 * by an operator's import, and every node forgets it within the minute. Starting a test and
 * reading statistics join the student's standings to the questions in memory; in SQL that join
 * cost three index look-ups for each of a section's 845 rows.
 */
const TTL_MS = 60_000;

/** The read itself is remembered, so callers arriving while it runs share it. */
interface Remembered<T> {
  value: Promise<T>;
  until: number;
}

const questionLists = new WeakMap<object, Map<string, Remembered<SectionQuestionRow[]>>>();
const categoryLists = new WeakMap<object, Map<string, Remembered<CategoryRow[]>>>();

function remembered<T>(
  caches: WeakMap<object, Map<string, Remembered<T>>>,
  owner: object,
  key: string,
  at: number,
  load: () => Promise<T>,
): Promise<T> {
  let byKey = caches.get(owner);
  if (!byKey) caches.set(owner, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && hit.until > at) return hit.value;
  const entry = { value: load(), until: at + TTL_MS };
  byKey.set(key, entry);
  // A failed read is not remembered: the next caller tries again.
  entry.value.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return entry.value;
}

/**
 * The section's active questions by id. `cacheOwner` names the database they belong to when
 * `db` is a passing transaction.
 */
export function cachedSectionQuestions(
  db: Db,
  section: string,
  at: number,
  cacheOwner: object = db,
): Promise<readonly SectionQuestionRow[]> {
  return remembered(questionLists, cacheOwner, section, at, () =>
    listSectionQuestions(db, section),
  );
}

/** The categories having active questions in the section, named in `lang`. */
export function cachedCategories(
  db: Db,
  section: string,
  lang: Language,
  at: number,
): Promise<readonly CategoryRow[]> {
  return remembered(categoryLists, db, `${section}:${lang}`, at, () =>
    listCategories(db, section, lang),
  );
}
