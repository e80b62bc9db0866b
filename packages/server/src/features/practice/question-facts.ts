import type { Db } from '../../db/database.js';
import { loadQuestionFactsOf, type QuestionFacts } from './replies.repository.js';

/*
 * What recording an answer needs of the question (its answers, the right one, its category and
 * sections) is bank content: it changes only when an operator imports, so it is remembered for
 * a minute instead of being read on every answer.
 */
const FACTS_TTL_MS = 60_000;
const MAX_FACTS = 10_000;
const cache = new WeakMap<object, Map<number, { facts: QuestionFacts | null; until: number }>>();

/** The remembered facts, without a promise (the hot path); undefined when not remembered. */
export function rememberedQuestionFacts(
  cacheOwner: object,
  questionId: number,
  at: number,
): QuestionFacts | null | undefined {
  const cached = cache.get(cacheOwner)?.get(questionId);
  return cached && cached.until > at ? cached.facts : undefined;
}

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
  const facts = (await loadQuestionFactsOf(db, [questionId])).get(questionId) ?? null;
  if (byQuestion.size >= MAX_FACTS) byQuestion.clear();
  byQuestion.set(questionId, { facts, until: at + FACTS_TTL_MS });
  return facts;
}

/**
 * Makes sure the facts of these questions are remembered, reading those that are not in one
 * go: a batch of answers after a quiet minute would otherwise read them one by one.
 */
export async function rememberQuestionFacts(
  db: Db,
  questionIds: readonly number[],
  at: number,
): Promise<void> {
  const missing = [...new Set(questionIds)].filter(
    (id) => rememberedQuestionFacts(db, id, at) === undefined,
  );
  if (missing.length === 0) return;
  const loaded = await loadQuestionFactsOf(db, missing);
  let byQuestion = cache.get(db);
  if (!byQuestion) cache.set(db, (byQuestion = new Map()));
  if (byQuestion.size + missing.length > MAX_FACTS) byQuestion.clear();
  for (const id of missing)
    byQuestion.set(id, { facts: loaded.get(id) ?? null, until: at + FACTS_TTL_MS });
}
