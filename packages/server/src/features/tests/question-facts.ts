import type { Db } from '../../db/database.js';
import { loadQuestionFacts, type QuestionFacts } from './replies.repository.js';

/*
 * What recording an answer needs of the question (its answers, the right one, its category and
 * sections) is bank content: it changes only when an operator imports, so it is remembered for
 * a minute instead of being read on every answer.
 */
const FACTS_TTL_MS = 60_000;
const MAX_FACTS = 10_000;
const cache = new WeakMap<object, Map<number, { facts: QuestionFacts | null; until: number }>>();

/** The question's facts; null for a question that does not exist. */
export async function questionFacts(
  db: Db,
  questionId: number,
  at: number,
  cacheOwner: object = db,
): Promise<QuestionFacts | null> {
  let byQuestion = cache.get(cacheOwner);
  if (!byQuestion) cache.set(cacheOwner, (byQuestion = new Map()));
  const cached = byQuestion.get(questionId);
  if (cached && cached.until > at) return cached.facts;
  const facts = (await loadQuestionFacts(db, questionId)) ?? null;
  if (byQuestion.size >= MAX_FACTS) byQuestion.clear();
  byQuestion.set(questionId, { facts, until: at + FACTS_TTL_MS });
  return facts;
}
