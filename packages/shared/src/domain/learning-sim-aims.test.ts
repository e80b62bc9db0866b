import { describe, expect, it } from 'vitest';
import {
  CAR_OPTIONS,
  compare,
  kokpitPolicy,
  leitnerPolicy,
  seededRandom,
  simulate,
  syntheticBank,
} from './learning-sim.js';

/*
 * The first two aims of bench/learning (docs/BENCHMARKS.md "Learning") on a smaller bank: no
 * question back within a day of a right answer while a test's worth of unseen ones remain, and
 * the whole bank seen within the answers the aim allows (1,200 for 845, in proportion here).
 * Proportion is kinder than the full bank, whose later days carry more due reviews: the bench on
 * 845 questions is the judge of the second aim (docs/BENCHMARKS.md).
 */
const SIZE = 400;
const bank = syntheticBank(SIZE, 8, seededRandom(3));
const options = { ...CAR_OPTIONS, days: 10, examDraws: 10 };

describe("Kokpit's progress-test selection, learner simulation", () => {
  const r = simulate(bank, kokpitPolicy, options);

  it('brings no question back early while unseen ones remain, never one twice in a set', () => {
    expect(r.earlyRepeatTests).toBe(0);
    expect(r.duplicateTests).toBe(0);
  });

  it('shows the whole bank within 1,200 answers per 845 questions', () => {
    expect(r.answersToSeeAll).not.toBeNull();
    expect(r.answersToSeeAll!).toBeLessThanOrEqual(Math.ceil((1200 * SIZE) / 845));
  });
});

/*
 * The third aim, on the bench's own learner (845 questions, seed 16, the calibrated memory
 * model): the first 20 of its 60 days, by when both policies have reached 90% recall of the
 * bank, so the answers counted are the bench's. It holds for this learner and for 6 of the 8
 * other seeds the bench runs (Kokpit needs 0.63–0.76 of Leitner's answers): a change that loses
 * it here should be looked at in docs/BENCHMARKS.md before the pin is moved.
 */
describe('Kokpit against Leitner, calibrated learner', () => {
  const [kokpit, leitner] = compare(845, 12, { ...CAR_OPTIONS, days: 20 }, [
    kokpitPolicy,
    leitnerPolicy,
  ]);

  it('reaches 90% recall of the bank with at least 25% fewer answers than Leitner', () => {
    expect(kokpit!.answersToRecallAim).not.toBeNull();
    expect(leitner!.answersToRecallAim).not.toBeNull();
    expect(kokpit!.answersToRecallAim!).toBeLessThanOrEqual(0.75 * leitner!.answersToRecallAim!);
  });
});
