import { default_w, fsrs } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  CAR_OPTIONS,
  calibratedModel,
  harshModel,
  leitnerPolicy,
  MEMORABILITY_SIGMA,
  Memory,
  passChance,
  randomPolicy,
  seededRandom,
  simulate,
  syntheticBank,
} from './learning-sim.js';

const small = { ...CAR_OPTIONS, days: 6, examDraws: 20 };
const bank = syntheticBank(120, 6, seededRandom(1));

describe('learning simulation (bench/learning)', () => {
  it('gives the same numbers for the same seed', () => {
    expect(simulate(bank, randomPolicy, small)).toEqual(simulate(bank, randomPolicy, small));
  });

  it('passChance is the probability of at most `allowed` errors', () => {
    expect(passChance([1, 1, 1], 0)).toBe(1);
    expect(passChance([0.5, 0.5], 0)).toBeCloseTo(0.25);
    expect(passChance([0.5, 0.5], 1)).toBeCloseTo(0.75);
    expect(passChance([0, 0, 0, 0], 3)).toBe(0);
  });

  it('Leitner brings no question back early while unseen ones remain and sees the bank', () => {
    const r = simulate(bank, leitnerPolicy, small);
    expect(r.earlyRepeatTests).toBe(0);
    expect(r.duplicateTests).toBe(0);
    expect(r.answersToSeeAll).toBe(bank.length);
  });

  it('a learner who keeps practising knows more at the end than after a week', () => {
    const r = simulate(bank, leitnerPolicy, { ...CAR_OPTIONS, days: 14, examDraws: 20 });
    expect(r.passByWeek[1]!).toBeGreaterThan(r.passByWeek[0]!);
  });
});

describe('memory models (docs/BENCHMARKS.md "Learning")', () => {
  const q = { id: 1, categoryId: 1, difficulty: 0.5, memorability: 1 };
  const DAY_MS = 86_400_000;
  const curve = fsrs({ enable_short_term: false });

  it("calibrated: a first sight is FSRS-6's first 'Again', on its power curve", () => {
    const memory = new Memory([q], calibratedModel);
    memory.answer(q, 0, () => 0.99);
    for (const days of [1, 3, 7])
      expect(memory.recall(q, days * DAY_MS)).toBeCloseTo(
        curve.forgetting_curve(days, default_w[0]!),
      );
    // Three days on, far above the harsh model's 14% for the same question.
    expect(memory.recall(q, 3 * DAY_MS)).toBeGreaterThan(0.6);
  });

  it('calibrated: the hidden memorability scales the curve, and a recall lasts longer', () => {
    const strong = { ...q, memorability: 2 };
    const memory = new Memory([q, strong], calibratedModel);
    memory.answer(q, 0, () => 0.99);
    memory.answer(strong, 0, () => 0.99);
    expect(memory.recall(strong, 3 * DAY_MS)).toBeCloseTo(
      curve.forgetting_curve(3, 2 * default_w[0]!),
    );
    const first = { stability: default_w[0]!, difficulty: 5.5 };
    const recalled = calibratedModel.next(q, { ...first, seenAt: 0 }, 2, true);
    const missed = calibratedModel.next(q, { ...first, seenAt: 0 }, 2, false);
    expect(recalled.stability).toBeGreaterThan(first.stability);
    expect(missed.stability).toBeLessThanOrEqual(first.stability);
    expect(missed.difficulty).toBeGreaterThan(first.difficulty);
  });

  it('harsh: the first model, exp(-t/S) with S = 2·(1 − d/2) after one sight', () => {
    const memory = new Memory([q], harshModel);
    memory.answer(q, 0, () => 0.99);
    expect(memory.recall(q, 3 * DAY_MS)).toBeCloseTo(Math.exp(-3 / 1.5));
  });

  it('memorabilities are lognormal around 1, independent of the difficulties', () => {
    const big = syntheticBank(4000, 12, seededRandom(5));
    const logs = big.map((b) => Math.log(b.memorability));
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    const sd = Math.sqrt(logs.reduce((a, b) => a + (b - mean) ** 2, 0) / logs.length);
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(sd).toBeCloseTo(MEMORABILITY_SIGMA, 1);
    // The difficulties are those the bank had before memorabilities were added.
    expect(big[0]!.difficulty).toBe(syntheticBankDifficulty(5));
  });
});

function syntheticBankDifficulty(seed: number): number {
  return 0.05 + 0.9 * seededRandom(seed)();
}
