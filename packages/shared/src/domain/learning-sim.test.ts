import { describe, expect, it } from 'vitest';
import {
  CAR_OPTIONS,
  leitnerPolicy,
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
