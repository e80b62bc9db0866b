import { describe, expect, it } from 'vitest';
import {
  answerChance,
  GUESS_CHANCE,
  passProbability,
  type ChanceOfQuestion,
} from './pass-probability.js';
import { scheduleReview } from './scheduling.js';
import { seededRandom } from './seeded-random.js';
import { selectSimulationQuestions, simulationShares } from './test-selection.js';

/** Every subset of `items` with `size` members. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, size - 1).map((s) => [first, ...s]), ...subsets(rest, size)];
}

/** Probability of at most `allowed` errors among `chances`, by every right/wrong outcome. */
function atMostErrors(chances: readonly number[], allowed: number): number {
  let sum = 0;
  for (let outcome = 0; outcome < 2 ** chances.length; outcome++) {
    let p = 1;
    let errors = 0;
    chances.forEach((c, i) => {
      const right = (outcome >> i) & 1;
      p *= right ? c : 1 - c;
      errors += right ? 0 : 1;
    });
    if (errors <= allowed) sum += p;
  }
  return sum;
}

/**
 * The definition, by brute force: every draw the simulation can make (each category's share,
 * every subset of it equally likely, categories independent), every right/wrong outcome.
 */
function bruteForce(bank: readonly ChanceOfQuestion[], questions: number, allowed: number) {
  const categories = [...new Set(bank.map((q) => q.categoryId))];
  const shares = simulationShares(
    new Map(categories.map((c) => [c, bank.filter((q) => q.categoryId === c).length])),
    questions,
  );
  let draws: number[][] = [[]];
  for (const c of categories) {
    const these = subsets(
      bank.filter((q) => q.categoryId === c).map((q) => q.chance),
      shares.get(c)!,
    );
    draws = draws.flatMap((d) => these.map((s) => [...d, ...s]));
  }
  return draws.reduce((sum, d) => sum + atMostErrors(d, allowed), 0) / draws.length;
}

function randomBank(size: number, categories: number, seed: number): ChanceOfQuestion[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, i) => ({
    categoryId: 1 + (i % categories),
    chance: random(),
  }));
}

describe('pass probability', () => {
  it.each([
    { size: 6, categories: 1, questions: 3, allowed: 0 },
    { size: 8, categories: 2, questions: 4, allowed: 1 },
    { size: 9, categories: 3, questions: 5, allowed: 1 },
    { size: 10, categories: 3, questions: 6, allowed: 2 },
    { size: 7, categories: 2, questions: 7, allowed: 1 },
    { size: 11, categories: 4, questions: 5, allowed: 0 },
  ])(
    'equals brute-force enumeration on a bank of $size in $categories categories, $questions drawn, $allowed allowed',
    ({ size, categories, questions, allowed }) => {
      for (const seed of [1, 2, 3]) {
        const bank = randomBank(size, categories, seed * 100 + size);
        expect(passProbability(bank, { questions, errorsAllowed: allowed })).toBeCloseTo(
          bruteForce(bank, questions, allowed),
          12,
        );
      }
    },
  );

  it('is certain for a student who knows everything and nil for one who knows nothing', () => {
    const knows = Array.from({ length: 40 }, (_, i) => ({ categoryId: i % 4, chance: 1 }));
    const knowsNothing = knows.map((q) => ({ ...q, chance: 0 }));
    expect(passProbability(knows, { questions: 30, errorsAllowed: 3 })).toBeCloseTo(1, 12);
    expect(passProbability(knowsNothing, { questions: 30, errorsAllowed: 3 })).toBe(0);
    expect(passProbability([], { questions: 30, errorsAllowed: 3 })).toBe(0);
  });

  it('agrees with drawing simulations as the server draws them', () => {
    const bank = randomBank(120, 7, 9).map((q, i) => ({
      ...q,
      id: i + 1,
      chance: 0.85 + q.chance * 0.15,
    }));
    const exact = passProbability(bank, { questions: 30, errorsAllowed: 3 });
    const random = seededRandom(5);
    const draws = 4000;
    let passed = 0;
    for (let i = 0; i < draws; i++) {
      const ids = selectSimulationQuestions(bank, 30, random);
      const errors = ids.filter((id) => random() >= bank[id - 1]!.chance).length;
      if (errors <= 3) passed += 1;
    }
    // Four standard errors of a 4,000-draw estimate.
    const spread = 4 * Math.sqrt((exact * (1 - exact)) / draws);
    expect(Math.abs(passed / draws - exact)).toBeLessThan(spread);
  });

  it('draws the same number from each category as a simulation does', () => {
    const pool = Array.from({ length: 845 }, (_, i) => ({ id: i + 1, categoryId: 1 + (i % 13) }));
    const shares = simulationShares(
      new Map(
        Array.from({ length: 13 }, (_, c) => [
          c + 1,
          pool.filter((q) => q.categoryId === c + 1).length,
        ]),
      ),
      30,
    );
    const ids = selectSimulationQuestions(pool, 30, seededRandom(3));
    for (const [categoryId, take] of shares) {
      expect(ids.filter((id) => pool[id - 1]!.categoryId === categoryId)).toHaveLength(take);
    }
  });

  it('gives a never-answered question the guess and an answered one its fading recall', () => {
    const at = Date.UTC(2026, 10, 1, 12);
    expect(answerChance(null, at)).toBe(GUESS_CHANCE);
    const card = scheduleReview(scheduleReview(null, true, at), true, at + 86_400_000);
    const soon = answerChance(card, at + 86_400_000);
    const later = answerChance(card, at + 30 * 86_400_000);
    expect(soon).toBeGreaterThan(0.95);
    expect(later).toBeLessThan(soon);
    expect(later).toBeGreaterThan(GUESS_CHANCE);
  });
});
