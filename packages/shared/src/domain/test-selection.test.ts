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

describe('progress test selection', () => {
  const pool: Candidate[] = [
    { id: 1, categoryId: 1, progress: 95, dueAt: NOW + 1 }, // learned, not due: hidden
    { id: 2, categoryId: 1, progress: 100, dueAt: NOW - 50 }, // learned, due
    { id: 3, categoryId: 1, progress: 100, dueAt: NOW - 500 }, // learned, more overdue
    { id: 4, categoryId: 2, progress: 35 },
    { id: 5, categoryId: 2, progress: 70 },
    { id: 6, categoryId: 2 },
    { id: 7, categoryId: 3 },
  ];

  it('hides learned questions until due and orders due, learning (weakest first), then new', () => {
    expect(isHidden(pool[0]!, NOW)).toBe(true);
    const picked = selectProgressQuestions(pool, NOW, 10, seeded(1));
    expect(picked.slice(0, 4)).toEqual([3, 2, 4, 5]);
    expect(picked.slice(4).sort()).toEqual([6, 7]);
    expect(picked).not.toContain(1);
  });

  it('takes at most the count asked and nothing when all is learned and not due', () => {
    expect(selectProgressQuestions(pool, NOW, 2, seeded(2))).toEqual([3, 2]);
    expect(selectProgressQuestions([pool[0]!], NOW, 20)).toEqual([]);
  });

  it('a category test keeps to its category', () => {
    expect(selectCategoryQuestions(pool, 2, NOW, 10, seeded(3)).sort()).toEqual([4, 5, 6]);
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
