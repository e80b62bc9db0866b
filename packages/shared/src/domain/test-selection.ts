import { isLearned } from './progress.js';
import { questionErrorStrength } from './scoring.js';

/** What selection needs to know of one question of the section for one student. */
export interface Candidate {
  id: number;
  categoryId: number;
  /** Absent for a question the student has never answered. */
  progress?: number;
  /** When a learned question is due again (spaced repetition), epoch ms. */
  dueAt?: number | null;
  wrong?: number;
  correctInRow?: number;
}

export type Random = () => number;

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Learned questions stay hidden from progress tests until their review is due. */
export function isHidden(c: Candidate, now: number): boolean {
  return c.progress !== undefined && isLearned(c.progress) && (c.dueAt ?? 0) > now;
}

/**
 * Progress test: due reviews first (most overdue first), then questions being learned (weakest
 * first), then new questions in random order. Learned questions not yet due are hidden.
 */
export function selectProgressQuestions(
  pool: readonly Candidate[],
  now: number,
  count: number,
  random: Random = Math.random,
): number[] {
  const visible = pool.filter((c) => !isHidden(c, now));
  const due = visible
    .filter((c) => c.progress !== undefined && isLearned(c.progress))
    .sort((a, b) => (a.dueAt ?? 0) - (b.dueAt ?? 0));
  const learning = shuffle(
    visible.filter((c) => c.progress !== undefined && !isLearned(c.progress)),
    random,
  ).sort((a, b) => (a.progress ?? 0) - (b.progress ?? 0));
  const fresh = shuffle(
    visible.filter((c) => c.progress === undefined),
    random,
  );
  return [...due, ...learning, ...fresh].slice(0, count).map((c) => c.id);
}

/** Category test: the category's questions not yet learned, weakest first, then the rest. */
export function selectCategoryQuestions(
  pool: readonly Candidate[],
  categoryId: number,
  now: number,
  count: number,
  random: Random = Math.random,
): number[] {
  return selectProgressQuestions(
    pool.filter((c) => c.categoryId === categoryId),
    now,
    count,
    random,
  );
}

/**
 * "My errors" test: questions answered wrong and not learned since, drawn at random with
 * probability proportional to their error strength (weighted sampling without replacement).
 */
export function selectErrorQuestions(
  pool: readonly Candidate[],
  count: number,
  random: Random = Math.random,
): number[] {
  return pool
    .filter((c) => (c.wrong ?? 0) > 0 && !isLearned(c.progress ?? 0))
    .map((c) => {
      const weight = questionErrorStrength(c.wrong ?? 0, c.correctInRow ?? 0);
      // Efraimidis–Spirakis: the largest u^(1/w) keys form a weighted sample.
      return { id: c.id, key: Math.pow(Math.max(random(), Number.MIN_VALUE), 1 / weight) };
    })
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((c) => c.id);
}

/**
 * Ministry simulation: `count` questions drawn across categories in proportion to each
 * category's share of the section (largest remainder), as the ministry's exam program does,
 * then shuffled.
 */
export function selectSimulationQuestions(
  pool: readonly Candidate[],
  count: number,
  random: Random = Math.random,
): number[] {
  const byCategory = new Map<number, number[]>();
  for (const c of pool)
    byCategory.set(c.categoryId, [...(byCategory.get(c.categoryId) ?? []), c.id]);
  const total = pool.length;
  const wanted = Math.min(count, total);
  const shares = [...byCategory.entries()].map(([categoryId, ids]) => {
    const exact = (ids.length / total) * wanted;
    return { categoryId, ids, take: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let missing = wanted - shares.reduce((n, s) => n + s.take, 0);
  for (const s of [...shares].sort(
    (a, b) => b.remainder - a.remainder || a.categoryId - b.categoryId,
  )) {
    if (missing <= 0) break;
    if (s.take < s.ids.length) {
      s.take += 1;
      missing -= 1;
    }
  }
  const picked = shares.flatMap((s) => shuffle(s.ids, random).slice(0, s.take));
  return shuffle(picked, random);
}

/**
 * Minutes for a test: the section's exam time for a simulation; otherwise the same time per
 * question as the exam allows, times the number of questions (SPEC §2 timer), at least 1.
 */
export function testMinutes(
  type: string,
  questionCount: number,
  section: { minutes: number; questionsPerTest: number },
): number {
  if (type === 'simulation') return section.minutes;
  const perQuestion = section.minutes / Math.max(1, section.questionsPerTest);
  return Math.max(1, Math.ceil(questionCount * perQuestion));
}
