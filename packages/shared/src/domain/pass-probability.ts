import { fsrs } from 'ts-fsrs';
import { SCHEDULER_PARAMETERS, type SchedulerState } from './scheduling.js';
import { simulationShares } from './test-selection.js';

/*
 * Pass probability (docs/SCORING.md "Pass probability"): the chance that a ministry simulation
 * drawn now would be passed. The simulation draws a fixed number of questions from each
 * category (simulationShares, the same shares selectSimulationQuestions draws) and the student
 * answers each question right with its own chance (answerChance, from the memory model). Given
 * those chances the probability is exact: for each category, the distribution of errors over
 * every equally likely draw of its share; then the categories' distributions combined. Nothing
 * is sampled, so the same standings always give the same figure.
 */

/** A wrong guess among the answers (ministry questions have two to four). */
export const GUESS_CHANCE = 1 / 3;
/**
 * The card's stability, scaled for the prediction. The card counts a lucky guess as a recall
 * and schedules in whole days, so the learner forgets sooner than the card alone says. Fitted
 * on simulated learners (bench/learning, the calibrated memory model, seeds from 101) and
 * checked on others (seeds from 5001): docs/BENCHMARKS.md "Pass probability calibration".
 */
export const PREDICTION_STABILITY_SCALE = 0.33;
const DAY_MS = 86_400_000;
const memoryCurve = fsrs(SCHEDULER_PARAMETERS);

/**
 * The chance of a right answer at `at` to a question with this card (null: never answered):
 * the memory model's recall of it (FSRS's forgetting curve over the days since the last
 * answer, at the card's scaled stability), or else a lucky guess.
 */
export function answerChance(card: SchedulerState | null, at: number): number {
  if (!card || card.lastReview === null || card.stability <= 0) return GUESS_CHANCE;
  const days = Math.max(0, (at - card.lastReview) / DAY_MS);
  const recall = memoryCurve.forgetting_curve(days, card.stability * PREDICTION_STABILITY_SCALE);
  return recall + (1 - recall) * GUESS_CHANCE;
}

/** One question of the section with the student's chance of answering it right now. */
export interface ChanceOfQuestion {
  categoryId: number;
  chance: number;
}

export interface ExamShape {
  /** Questions in the simulation (the section's questions per test). */
  questions: number;
  /** Errors allowed to pass. */
  errorsAllowed: number;
}

/**
 * The distribution of errors (0 … allowed, then "more") when `take` of `chances` are drawn,
 * every subset equally likely. Drawing them one by one in order, question i is taken with
 * probability (take − taken) / (questions left): the draw is uniform over the subsets, and the
 * table holds probabilities, never counts of subsets that would overflow.
 */
function drawnErrors(chances: readonly number[], take: number, allowed: number): number[] {
  const more = allowed + 1;
  // table[j][e]: probability of having taken j questions with e errors (e = more: too many).
  let table = Array.from({ length: take + 1 }, () => new Array<number>(more + 1).fill(0));
  table[0]![0] = 1;
  chances.forEach((chance, i) => {
    const left = chances.length - i;
    const next = Array.from({ length: take + 1 }, () => new Array<number>(more + 1).fill(0));
    for (let j = 0; j <= take; j++) {
      const row = table[j]!;
      const takeIt = j < take ? (take - j) / left : 0;
      for (let e = 0; e <= more; e++) {
        const p = row[e]!;
        if (p === 0) continue;
        next[j]![e]! += p * (1 - takeIt);
        if (takeIt > 0) {
          next[j + 1]![e]! += p * takeIt * chance;
          next[j + 1]![Math.min(e + 1, more)]! += p * takeIt * (1 - chance);
        }
      }
    }
    table = next;
  });
  return table[take]!;
}

/**
 * The probability of passing a simulation drawn now: at most `exam.errorsAllowed` errors among
 * the drawn questions. 0 for a section without questions.
 */
export function passProbability(questions: readonly ChanceOfQuestion[], exam: ExamShape): number {
  if (questions.length === 0 || exam.questions <= 0) return 0;
  const allowed = Math.max(0, exam.errorsAllowed);
  const byCategory = new Map<number, number[]>();
  for (const q of questions) {
    const chances = byCategory.get(q.categoryId);
    if (chances) chances.push(q.chance);
    else byCategory.set(q.categoryId, [q.chance]);
  }
  const sizes = new Map([...byCategory].map(([id, chances]) => [id, chances.length]));
  const shares = simulationShares(sizes, exam.questions);
  // Errors over the categories so far: a convolution, "more" absorbing.
  let errors = [1, ...new Array<number>(allowed + 1).fill(0)];
  for (const [categoryId, chances] of byCategory) {
    const take = shares.get(categoryId) ?? 0;
    if (take === 0) continue;
    const these = drawnErrors(chances, take, allowed);
    const next = new Array<number>(allowed + 2).fill(0);
    errors.forEach((p, a) => {
      these.forEach((q, b) => {
        next[Math.min(a + b, allowed + 1)]! += p * q;
      });
    });
    errors = next;
  }
  const pass = errors.slice(0, allowed + 1).reduce((a, b) => a + b, 0);
  return Math.min(1, Math.max(0, pass));
}
