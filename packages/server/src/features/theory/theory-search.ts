import { normalizeSearchText, THEORY_SEARCH_LIMIT, type Language } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { listSearchableQuestions, type SearchableQuestionRow } from './theory.repository.js';

/*
 * The builder's question search. A section holds at most a few thousand questions, whose texts
 * change only when an operator imports: they are read once a minute per section and language,
 * normalised with the shared search-text rules (Greek without accents or case), and searched
 * in memory, which needs no normalised copy of every text in the database.
 */

const TTL_MS = 60_000;

interface Indexed extends SearchableQuestionRow {
  /** The text in the asked language and in Greek, normalised. */
  haystack: string;
}

const cache = new WeakMap<object, Map<string, { rows: Indexed[]; until: number }>>();

async function indexedQuestions(db: Db, section: string, lang: Language): Promise<Indexed[]> {
  let entries = cache.get(db);
  if (!entries) cache.set(db, (entries = new Map()));
  const key = `${section}:${lang}`;
  const hit = entries.get(key);
  if (hit && hit.until > Date.now()) return hit.rows;
  const rows = (await listSearchableQuestions(db, section, lang)).map((r) => ({
    ...r,
    haystack: normalizeSearchText(r.text === r.greek ? r.text : `${r.text}\n${r.greek}`),
  }));
  entries.set(key, { rows, until: Date.now() + TTL_MS });
  return rows;
}

export interface QuestionSearch {
  section: string;
  lang: Language;
  text?: string;
  categoryId?: number;
  number?: string;
}

/** Whether a question carries the ministry number typed: its number, or its book reference. */
function hasNumber(q: SearchableQuestionRow, typed: string): boolean {
  if (/^\d+$/.test(typed) && q.questionNo === Number(typed)) return true;
  return q.bookRef !== '' && normalizeSearchText(q.bookRef) === normalizeSearchText(typed);
}

/**
 * The ids of the section's questions matching every criterion given, in the bank's order
 * (question number), at most THEORY_SEARCH_LIMIT, and how many matched. A number that no
 * question carries is "Question number not found" (SPEC §8).
 */
export async function searchQuestionIds(
  db: Db,
  s: QuestionSearch,
): Promise<{ ids: number[]; total: number }> {
  let rows = await indexedQuestions(db, s.section, s.lang);
  if (s.number) {
    const typed = s.number;
    rows = rows.filter((q) => hasNumber(q, typed));
    if (rows.length === 0) throw AppError.notFound('question.numberNotFound');
  }
  if (s.categoryId !== undefined) rows = rows.filter((q) => q.categoryId === s.categoryId);
  const words = normalizeSearchText(s.text ?? '')
    .split(' ')
    .filter((w) => w.length > 0);
  if (words.length > 0) rows = rows.filter((q) => words.every((w) => q.haystack.includes(w)));
  return { ids: rows.slice(0, THEORY_SEARCH_LIMIT).map((q) => q.id), total: rows.length };
}
