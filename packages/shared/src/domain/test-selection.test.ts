import { describe, expect, it } from 'vitest';
import {
  isHidden,
  selectCategoryQuestions,
  selectErrorQuestions,
  selectProgressQuestions,
  selectSimulationQuestions,
  testMinutes,
  type Candidate,
} from './test-selection.js';
import { dailyRecommendation } from './daily-recommendation.js';
import { simulationBlock, simulationPassed } from './simulation.js';
import { applyReply, EMPTY_PROGRESS, progressCap, type QuestionProgress } from './progress.js';
import { scheduleReview, type SchedulerState } from './scheduling.js';
import { Limits } from '../constants.js';

/** A seeded generator so draws are repeatable (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOW = 1_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 0, 5, 8);

describe('progress test selection', () => {
  const pool: Candidate[] = [
    { id: 1, categoryId: 1, progress: 95, dueAt: NOW + DAY, answeredAt: NOW - HOUR }, // learned an hour ago, not due: hidden
    { id: 2, categoryId: 1, progress: 100, dueAt: NOW - 50 }, // learned, due
    { id: 3, categoryId: 1, progress: 100, dueAt: NOW - 500 }, // learned, due longer ago
    { id: 4, categoryId: 2, progress: 35, dueAt: NOW - 10 }, // being learned, due
    { id: 5, categoryId: 2, progress: 70, dueAt: NOW + 2 * DAY }, // being learned, not due
    { id: 6, categoryId: 2 },
    { id: 7, categoryId: 3 },
  ];

  it('hides learned questions until due; due reviews (most recently due first), new ones, then the nearest not due', () => {
    expect(isHidden(pool[0]!, NOW)).toBe(true);
    const picked = selectProgressQuestions(pool, NOW, 10, seeded(1));
    expect(picked.slice(0, 3)).toEqual([4, 2, 3]);
    expect(picked.slice(3, 5).sort()).toEqual([6, 7]);
    expect(picked.slice(5)).toEqual([5]);
  });

  it('keeps 70% of the test for new questions however many reviews are due', () => {
    const due = Array.from({ length: 30 }, (_, i) => ({
      id: 100 + i,
      categoryId: 1,
      progress: 40,
      dueAt: NOW - i,
    }));
    const fresh = Array.from({ length: 30 }, (_, i) => ({ id: 200 + i, categoryId: 1 }));
    const picked = selectProgressQuestions([...due, ...fresh], NOW, 20, seeded(4));
    // 20 · 0.7 = 14 new; first the 6 reviews most recently due.
    expect(picked.slice(0, 6)).toEqual(due.slice(0, 6).map((c) => c.id));
    expect(picked.slice(6).every((id) => id >= 200)).toBe(true);
  });

  it('holds back questions answered minutes ago unless nothing else is left', () => {
    const recent: Candidate = {
      id: 8,
      categoryId: 1,
      progress: 40,
      dueAt: NOW + 3 * DAY,
      answeredAt: NOW - 60_000,
    };
    const older: Candidate = { ...recent, id: 9, dueAt: NOW + 4 * DAY, answeredAt: NOW - DAY };
    expect(selectProgressQuestions([recent, older, pool[5]!], NOW, 2, seeded(5))).toEqual([6, 9]);
    expect(selectProgressQuestions([recent, older], NOW, 5, seeded(5))).toEqual([9, 8]);
  });

  it('takes at most the count asked and nothing when all is learned and not due', () => {
    // Two questions, 2 · 0.7 rounded up = 2 new ones.
    const two = selectProgressQuestions(pool, NOW, 2, seeded(2));
    expect(two.sort()).toEqual([6, 7]);
    expect(selectProgressQuestions([pool[0]!], NOW, 20)).toEqual([]);
  });

  it('brings rested learned questions back early, nearest review first, only when nothing else is left', () => {
    const learned = (id: number, dueIn: number, answeredAgo: number): Candidate => ({
      id,
      categoryId: 1,
      progress: 100,
      dueAt: NOW + dueIn,
      answeredAt: NOW - answeredAgo,
    });
    const rested = [learned(11, 5 * DAY, 3 * DAY), learned(12, 2 * DAY, 2 * DAY)];
    const resting = learned(13, DAY, 20 * HOUR); // answered less than a day ago
    const recent: Candidate = {
      id: 14,
      categoryId: 1,
      progress: 40,
      dueAt: NOW + DAY,
      answeredAt: NOW - MINUTE,
    };
    expect(
      selectProgressQuestions([...rested, resting, recent, pool[5]!], NOW, 3, seeded(6)),
    ).toEqual([6, 12, 11]);
    expect(selectProgressQuestions([...rested, resting, recent], NOW, 5, seeded(6))).toEqual([
      12, 11, 14,
    ]);
  });

  it('a category test keeps to its category', () => {
    expect(selectCategoryQuestions(pool, 2, NOW, 10, seeded(3)).sort()).toEqual([4, 5, 6]);
  });
});

/** Bank of `size` questions in 4 categories, answered through the real progress and scheduler. */
function learner(size: number, cap: number = Limits.maxProgress) {
  const bank = new Map<
    number,
    { standing: QuestionProgress; card: SchedulerState | null; at: number }
  >();
  const pool = (): Candidate[] =>
    Array.from({ length: size }, (_, id) => {
      const s = bank.get(id);
      if (!s) return { id, categoryId: id % 4 };
      return {
        id,
        categoryId: id % 4,
        progress: s.standing.progress,
        dueAt: s.card!.due,
        answeredAt: s.at,
      };
    });
  const answer = (id: number, correct: boolean, at: number) => {
    const s = bank.get(id) ?? { standing: EMPTY_PROGRESS, card: null, at };
    bank.set(id, {
      standing: applyReply(s.standing, correct, cap),
      card: scheduleReview(s.card, correct, at),
      at,
    });
  };
  return { pool, answer };
}

describe('progress tests in a row (worked examples, docs/SCORING.md)', () => {
  it('5 tests in a row, all right, show 100 different questions', () => {
    const student = learner(845);
    const seen = new Set<number>();
    const random = seeded(21);
    for (let t = 0; t < 5; t++) {
      const at = T0 + t * 5 * MINUTE;
      const picked = selectProgressQuestions(student.pool(), at, 20, random);
      expect(picked).toHaveLength(20);
      for (const id of picked) {
        seen.add(id);
        student.answer(id, true, at);
      }
    }
    expect(seen.size).toBe(100);
  });

  it('a capped demo student keeps getting new questions until the bank is exhausted', () => {
    const student = learner(100, progressCap(false));
    const seen = new Set<number>();
    const random = seeded(22);
    for (let t = 0; t < 5; t++) {
      // Tests two hours apart: nothing is held back, only the cap can freeze selection.
      const at = T0 + t * 2 * HOUR;
      const picked = selectProgressQuestions(student.pool(), at, 20, random, { cap: 30 });
      expect(picked.filter((id) => seen.has(id))).toEqual([]);
      for (const id of picked) {
        seen.add(id);
        student.answer(id, true, at);
      }
    }
    expect(seen.size).toBe(100);
    // Every question is at the cap and not due: nothing is left until reviews fall due.
    expect(
      selectProgressQuestions(student.pool(), T0 + 10 * HOUR, 20, random, { cap: 30 }),
    ).toEqual([]);
    expect(
      selectProgressQuestions(student.pool(), T0 + 4 * DAY, 20, random, { cap: 30 }),
    ).toHaveLength(20);
  });

  it('a wrong answer comes back the next day, before new questions', () => {
    const student = learner(200);
    const first = selectProgressQuestions(student.pool(), T0, 20, seeded(23));
    first.forEach((id, i) => student.answer(id, i !== 0, T0));
    const nextDay = selectProgressQuestions(student.pool(), T0 + DAY, 20, seeded(24));
    expect(nextDay[0]).toBe(first[0]);
    expect(nextDay.slice(1).filter((id) => first.includes(id))).toEqual([]);
  });
});

describe('errors test selection', () => {
  it('draws only unlearned questions answered wrong, the stronger errors more often', () => {
    const pool: Candidate[] = [
      { id: 1, categoryId: 1, progress: 0, wrong: 4, correctInRow: 0 }, // strength 1
      { id: 2, categoryId: 1, progress: 40, wrong: 1, correctInRow: 2 }, // strength 0.2
      { id: 3, categoryId: 1, progress: 95, wrong: 3, correctInRow: 3 }, // learned since: out
      { id: 4, categoryId: 1, progress: 40 }, // never wrong: out
    ];
    const firsts = { 1: 0, 2: 0 } as Record<number, number>;
    const random = seeded(7);
    for (let i = 0; i < 2000; i++) {
      const picked = selectErrorQuestions(pool, 2, random);
      expect(picked.sort()).toEqual([1, 2]);
      firsts[selectErrorQuestions(pool, 1, random)[0]!]! += 1;
    }
    // P(first = 1) = 1 / (1 + 0.2) ≈ 0.83
    expect(firsts[1]! / 2000).toBeGreaterThan(0.78);
    expect(firsts[1]! / 2000).toBeLessThan(0.88);
  });
});

describe('simulation selection and rules', () => {
  it('draws 30 of 845 across categories in proportion to their size', () => {
    const sizes = [400, 300, 145];
    const pool = sizes.flatMap((n, c) =>
      Array.from({ length: n }, (_, i) => ({ id: c * 1000 + i, categoryId: c })),
    );
    const picked = selectSimulationQuestions(pool, 30, seeded(11));
    expect(new Set(picked).size).toBe(30);
    const perCategory = [0, 1, 2].map(
      (c) => picked.filter((id) => Math.floor(id / 1000) === c).length,
    );
    // 400/845·30 = 14.2, 300/845·30 = 10.7, 145/845·30 = 5.1 → 14, 11, 5
    expect(perCategory).toEqual([14, 11, 5]);
  });

  it('a small bank gives what it has', () => {
    const pool = [1, 2, 3].map((id) => ({ id, categoryId: id }));
    expect(selectSimulationQuestions(pool, 30).sort()).toEqual([1, 2, 3]);
  });

  it('is blocked by unanswered questions of a running test, then by low or unmeasured success', () => {
    const base = { replies: 100, success: 80, minSuccess: 60, unansweredInRunningTests: 0 };
    expect(simulationBlock(base)).toBeNull();
    expect(simulationBlock({ ...base, unansweredInRunningTests: 3 })).toBe('unanswered');
    expect(simulationBlock({ ...base, success: 59 })).toBe('lowSuccess');
    expect(simulationBlock({ ...base, replies: 19 })).toBe('lowSuccess');
  });

  it('passes with at most the allowed errors', () => {
    expect(simulationPassed(1, 1)).toBe(true);
    expect(simulationPassed(2, 1)).toBe(false);
  });

  it('times tests: the exam time for a simulation, the same pace otherwise', () => {
    const car = { minutes: 35, questionsPerTest: 30 };
    expect(testMinutes('simulation', 30, car)).toBe(35);
    expect(testMinutes('progress', 20, car)).toBe(24);
    expect(testMinutes('errors', 1, car)).toBe(2);
  });
});

describe('daily load', () => {
  it('recommends 150 to 250 answers a day', () => {
    expect(dailyRecommendation(40)).toMatchObject({ state: 'below', remaining: 110 });
    expect(dailyRecommendation(200)).toMatchObject({ state: 'within', remaining: 0 });
    expect(dailyRecommendation(251).state).toBe('above');
  });
});
