import { fsrs, Rating } from 'ts-fsrs';
import { seededRandom } from './seeded-random.js';
import { applyReply, EMPTY_PROGRESS, type QuestionProgress } from './progress.js';
import { answerChance, passProbability } from './pass-probability.js';
import { scheduleReview, type SchedulerState } from './scheduling.js';
import {
  NEW_QUESTION_SHARE,
  selectProgressQuestions,
  selectSimulationQuestions,
  type Random,
} from './test-selection.js';

/*
 * A simulated learner taking progress tests (bench/learning, docs/BENCHMARKS.md "Learning").
 * Pure and seeded: the same options give the same numbers. The learner's memory of each question
 * follows a forgetting curve; the policies choose the questions; the memory model alone says
 * what the learner knows, never Kokpit's own progress figure.
 *
 * Two memory models. `calibrated` (the one the aims are judged on): FSRS-6's memory model with
 * its default parameters, which open-spaced-repetition fits on real Anki reviews (srs-benchmark),
 * but with each question's own true difficulty and a hidden per-question stability multiplier,
 * driven by whether the learner recalled, not by whether the answer was right. `harsh`: the
 * first, invented model (exponential curve, first sight S = 2·(1 − d/2) days), kept as a
 * sensitivity run: it forgets far faster than the fitted data (docs/BENCHMARKS.md).
 */

const DAY_MS = 86_400_000;
const ANSWER_MS = 20_000;
/** A wrong guess among the answers (ministry questions have two to four). */
export const GUESS = 1 / 3;
/** Harsh model: stability (days) after a first sight at difficulty 0; halved at difficulty 1. */
export const FIRST_STABILITY = 2;
/** Harsh model: stability growth on a recall: more the weaker the memory was, less if hard. */
export const GROWTH = 4;
/**
 * Calibrated model: spread of the hidden stability multiplier, ln m ~ N(0, σ²): this learner
 * keeps some questions twice as long as FSRS's average and others half as long, and neither the
 * scheduler nor the difficulty says which.
 */
export const MEMORABILITY_SIGMA = 0.5;

/** FSRS-6 with ts-fsrs's default parameters (default_w), long-term formulas only. */
const fsrsModel = fsrs({ enable_short_term: false });

export { seededRandom };

export interface SimQuestion {
  id: number;
  categoryId: number;
  /** 0 (easy) to 1 (hard). */
  difficulty: number;
  /**
   * The learner's hidden stability multiplier for this question (calibrated model; median 1):
   * lognormal, MEMORABILITY_SIGMA, drawn independently of the difficulty.
   */
  memorability: number;
}

/**
 * A synthetic bank: ids 1..size over `categories` categories, difficulties spread 0.05–0.95, then
 * (from a generator of its own, so the difficulties stay those of earlier runs) memorabilities.
 */
export function syntheticBank(size: number, categories: number, random: Random): SimQuestion[] {
  const difficulties = Array.from({ length: size }, () => 0.05 + 0.9 * random());
  const hidden = seededRandom(Math.floor(random() * 4_294_967_296));
  return difficulties.map((difficulty, i) => ({
    id: i + 1,
    categoryId: 1 + (i % categories),
    difficulty,
    memorability: Math.exp(MEMORABILITY_SIGMA * normal(hidden)),
  }));
}

/** A standard normal draw (Box–Muller). */
function normal(random: Random): number {
  const u = Math.max(random(), Number.MIN_VALUE);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** The learner's memory of one question: stability and difficulty as its model keeps them. */
interface Trace {
  stability: number;
  difficulty: number;
  seenAt: number;
}

/** How a learner remembers and forgets (one of MEMORY_MODELS). */
export interface MemoryModel {
  name: string;
  /** Probability of recall `days` after the last sight. */
  recall(q: SimQuestion, trace: Trace, days: number): number;
  /** The trace after a first sight, with the correct answer shown. */
  first(q: SimQuestion): Omit<Trace, 'seenAt'>;
  /** The trace after a later sight, `days` after the last, recalled or not (then shown). */
  next(q: SimQuestion, trace: Trace, days: number, recalled: boolean): Omit<Trace, 'seenAt'>;
}

/**
 * FSRS-6 with its default parameters as the learner's memory (docs/BENCHMARKS.md): power
 * forgetting curve R(t, S) = (1 + F·t/S)^−C, R(S) = 0.9. A first sight is never recalled (the
 * learner does not know the question yet): stability w0, FSRS's first "Again", difficulty the
 * question's own, 1 + 9d on FSRS's 1–10 scale. A recall grows stability by FSRS's recall
 * formula (grade Good), a failure sets it by FSRS's forget formula, and difficulty moves as FSRS
 * moves it. The learner's curve uses m·S, m the question's hidden memorability. Time counts in
 * fractional days, so a review minutes later adds almost nothing (FSRS's long-term formulas).
 */
export const calibratedModel: MemoryModel = {
  name: 'calibrated (FSRS-6 defaults, hidden difficulty and memorability)',
  recall: (q, t, days) => fsrsModel.forgetting_curve(days, q.memorability * t.stability),
  first: (q) => ({
    stability: fsrsModel.init_stability(Rating.Again),
    difficulty: 1 + 9 * q.difficulty,
  }),
  next(_q, t, days, recalled) {
    // FSRS's own prediction for this history drives the update; m only scales the curve.
    const r = fsrsModel.forgetting_curve(days, t.stability);
    const stability = recalled
      ? fsrsModel.next_recall_stability(t.difficulty, t.stability, r, Rating.Good)
      : Math.min(t.stability, fsrsModel.next_forget_stability(t.difficulty, t.stability, r));
    const difficulty = fsrsModel.next_difficulty(
      t.difficulty,
      recalled ? Rating.Good : Rating.Again,
    );
    return { stability, difficulty };
  },
};

/**
 * The first, invented model, kept as a "harsh forgetter" sensitivity run: R = exp(−t/S); a first
 * sight gives S = FIRST_STABILITY·(1 − d/2) days; a recall multiplies S by
 * 1 + GROWTH·(1 − d/2)·(0.2 + 1 − R); a failure halves it (never below the first-sight value).
 */
export const harshModel: MemoryModel = {
  name: 'harsh forgetter (the first model)',
  recall: (_q, t, days) => Math.exp(-days / t.stability),
  first: (q) => ({ stability: FIRST_STABILITY * (1 - q.difficulty / 2), difficulty: q.difficulty }),
  next(q, t, days, recalled) {
    const r = Math.exp(-days / t.stability);
    const stability = recalled
      ? t.stability * (1 + GROWTH * (1 - q.difficulty / 2) * (0.2 + (1 - r)))
      : Math.max(FIRST_STABILITY * (1 - q.difficulty / 2), t.stability / 2);
    return { stability, difficulty: t.difficulty };
  },
};

export const MEMORY_MODELS = { calibrated: calibratedModel, harsh: harshModel } as const;

export class Memory {
  private readonly traces = new Map<number, Trace>();
  constructor(
    private readonly bank: readonly SimQuestion[],
    private readonly model: MemoryModel = calibratedModel,
  ) {}

  /** Probability of recalling question `q` at `at` (0 for one never seen). */
  recall(q: SimQuestion, at: number): number {
    const t = this.traces.get(q.id);
    return t ? this.model.recall(q, t, (at - t.seenAt) / DAY_MS) : 0;
  }

  /** Chance of a right answer: recall, or a lucky guess. */
  chance(q: SimQuestion, at: number): number {
    const r = this.recall(q, at);
    return r + (1 - r) * GUESS;
  }

  /** The learner answers and sees the correct answer; true when right. */
  answer(q: SimQuestion, at: number, random: Random): boolean {
    const r = this.recall(q, at);
    const recalled = random() < r;
    const right = recalled || random() < GUESS;
    const t = this.traces.get(q.id);
    const after = t
      ? this.model.next(q, t, (at - t.seenAt) / DAY_MS, recalled)
      : this.model.first(q);
    this.traces.set(q.id, { ...after, seenAt: at });
    return right;
  }

  /** Mean recall over the bank: the share the learner would recall now. */
  bankRecall(at: number): number {
    return this.bank.reduce((n, q) => n + this.recall(q, at), 0) / this.bank.length;
  }
}

/** Chooses a test's questions and hears how each was answered. */
export interface Policy {
  name: string;
  select(now: number, count: number): number[];
  record(id: number, correct: boolean, at: number): void;
  /** The card the policy keeps for a question (Kokpit's: what the server stores), if any. */
  card?(id: number): SchedulerState | null;
}

/**
 * Kokpit: the shared selection over what the server stores per answer (record-plan.ts: the
 * standing by applyReply, its due date from scheduleReview) for a verified student (cap 100).
 */
export function kokpitPolicy(bank: readonly SimQuestion[], random: Random): Policy {
  const standings = new Map<number, QuestionProgress & { card: SchedulerState; at: number }>();
  return {
    name: 'Kokpit',
    select(now, count) {
      const pool = bank.map((q) => {
        const s = standings.get(q.id);
        if (!s) return { id: q.id, categoryId: q.categoryId };
        const { progress, wrong, correctInRow } = s;
        const dueAt = s.card.due;
        return {
          id: q.id,
          categoryId: q.categoryId,
          progress,
          dueAt,
          answeredAt: s.at,
          wrong,
          correctInRow,
        };
      });
      return selectProgressQuestions(pool, now, count, random);
    },
    record(id, correct, at) {
      const before = standings.get(id);
      const after = applyReply(before ?? EMPTY_PROGRESS, correct);
      const card = scheduleReview(before?.card ?? null, correct, at);
      standings.set(id, { ...after, card, at });
    },
    card: (id) => standings.get(id)?.card ?? null,
  };
}

/** Random order: any question of the bank, every test. */
export function randomPolicy(bank: readonly SimQuestion[], random: Random): Policy {
  return {
    name: 'Random',
    select: (_now, count) =>
      shuffled(
        bank.map((q) => q.id),
        random,
      ).slice(0, count),
    record: () => undefined,
  };
}

/** Leitner boxes 1–5 reviewed every 1, 2, 4, 8, 16 days; due cards first, then new ones. */
export function leitnerPolicy(bank: readonly SimQuestion[], random: Random): Policy {
  return leitner('Leitner', 0, bank, random);
}

/**
 * The same Leitner boxes made to move through the bank at Kokpit's pace: while unseen cards
 * remain, NEW_QUESTION_SHARE of each test is new. A reference for what the pace costs any
 * scheduler, not a policy to compare against.
 */
export function leitnerAtPacePolicy(bank: readonly SimQuestion[], random: Random): Policy {
  return leitner("Leitner at Kokpit's pace", NEW_QUESTION_SHARE, bank, random);
}

function leitner(
  name: string,
  newShare: number,
  bank: readonly SimQuestion[],
  random: Random,
): Policy {
  const boxes = new Map<number, { box: number; dueAt: number }>();
  const order = shuffled(
    bank.map((q) => q.id),
    random,
  );
  return {
    name,
    select(now, count) {
      const seen = order.filter((id) => boxes.has(id));
      const byDue = (a: number, b: number) => boxes.get(a)!.dueAt - boxes.get(b)!.dueAt;
      const due = seen.filter((id) => boxes.get(id)!.dueAt <= now).sort(byDue);
      const fresh = order.filter((id) => !boxes.has(id));
      const later = seen.filter((id) => boxes.get(id)!.dueAt > now).sort(byDue);
      const firstDue = due.slice(0, count - Math.min(fresh.length, Math.ceil(count * newShare)));
      return [...firstDue, ...fresh, ...due.slice(firstDue.length), ...later].slice(0, count);
    },
    record(id, correct, at) {
      const box = correct ? Math.min(5, (boxes.get(id)?.box ?? 0) + 1) : 1;
      boxes.set(id, { box, dueAt: at + 2 ** (box - 1) * DAY_MS });
    },
  };
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export interface SimOptions {
  days: number;
  testSize: number;
  /** Answers a day: drawn evenly between these (SPEC §9: 150–250). */
  minPerDay: number;
  maxPerDay: number;
  /** The exam: questions and errors allowed (car: 30 and 3). */
  examSize: number;
  examErrors: number;
  /** Fresh simulations drawn to estimate the chance of passing. */
  examDraws: number;
  recallAim: number;
  seed: number;
  /** The learner's memory (MEMORY_MODELS): the aims are judged on `calibrated`. */
  memory: keyof typeof MEMORY_MODELS;
}

export const CAR_OPTIONS: SimOptions = {
  days: 60,
  testSize: 20,
  minPerDay: 150,
  maxPerDay: 250,
  examSize: 30,
  examErrors: 3,
  examDraws: 400,
  recallAim: 0.9,
  seed: 16,
  memory: 'calibrated',
};

export interface SimResult {
  policy: string;
  answers: number;
  tests: number;
  /** Distinct questions seen after each number of tests (5, 20, 50). */
  seenAfterTests: Record<number, number>;
  /** Share of answers to a question already answered earlier the same day. */
  repeatsWithinDay: number;
  /** Tests holding a question answered right less than a day before while ≥ a test's worth of unseen ones remained. */
  earlyRepeatTests: number;
  /** Tests holding the same question twice. */
  duplicateTests: number;
  /** Answers until every question was seen; null: never. */
  answersToSeeAll: number | null;
  /** Answers until mean recall reached the aim; null: not within the days. */
  answersToRecallAim: number | null;
  /** Chance of passing a fresh simulation at the end of each week. */
  passByWeek: number[];
  /** Mean recall of the bank at the end. */
  finalRecall: number;
}

/** Probability of at most `allowed` errors, given each question's chance of a right answer. */
export function passChance(chances: readonly number[], allowed: number): number {
  let errors = [1];
  for (const p of chances) {
    const next = new Array<number>(Math.min(errors.length + 1, allowed + 2)).fill(0);
    errors.forEach((w, k) => {
      next[k]! += w * p;
      next[Math.min(k + 1, allowed + 1)]! += w * (1 - p);
    });
    errors = next;
  }
  return errors.slice(0, allowed + 1).reduce((a, b) => a + b, 0);
}

function examChance(
  bank: readonly SimQuestion[],
  memory: Memory,
  at: number,
  o: SimOptions,
  random: Random,
) {
  const pool = bank.map((q) => ({ id: q.id, categoryId: q.categoryId }));
  const byId = new Map(bank.map((q) => [q.id, q]));
  let sum = 0;
  for (let i = 0; i < o.examDraws; i++) {
    const ids = selectSimulationQuestions(pool, o.examSize, random);
    sum += passChance(
      ids.map((id) => memory.chance(byId.get(id)!, at)),
      o.examErrors,
    );
  }
  return sum / o.examDraws;
}

interface DayState {
  answeredToday: Set<number>;
  rightAt: Map<number, number>;
  seen: Set<number>;
}

/** Runs one learner under one policy for `o.days` days. */
export function simulate(
  bank: readonly SimQuestion[],
  makePolicy: (bank: readonly SimQuestion[], random: Random) => Policy,
  o: SimOptions,
  /** Called at the end of each day, after its answers (calibration reads the day's state). */
  endOfDay?: (day: number, now: number, memory: Memory, policy: Policy) => void,
): SimResult {
  const random = seededRandom(o.seed);
  const policy = makePolicy(bank, seededRandom(o.seed + 1));
  const memory = new Memory(bank, MEMORY_MODELS[o.memory]);
  const byId = new Map(bank.map((q) => [q.id, q]));
  const r: SimResult = {
    policy: policy.name,
    answers: 0,
    tests: 0,
    seenAfterTests: {},
    repeatsWithinDay: 0,
    earlyRepeatTests: 0,
    duplicateTests: 0,
    answersToSeeAll: null,
    answersToRecallAim: null,
    passByWeek: [],
    finalRecall: 0,
  };
  const state: DayState = { answeredToday: new Set(), rightAt: new Map(), seen: new Set() };
  let repeats = 0;
  const start = Date.UTC(2026, 0, 5);
  let now = start;
  for (let day = 0; day < o.days; day++) {
    now = start + day * DAY_MS + 17 * 3_600_000;
    state.answeredToday.clear();
    const target = o.minPerDay + Math.floor(random() * (o.maxPerDay - o.minPerDay + 1));
    for (let done = 0; done < target; done += o.testSize) {
      const ids = policy.select(now, o.testSize);
      r.tests += 1;
      if (new Set(ids).size < ids.length) r.duplicateTests += 1;
      const unseen = bank.length - state.seen.size;
      const early = ids.some((id) => now - (state.rightAt.get(id) ?? -Infinity) < DAY_MS);
      if (early && unseen >= o.testSize) r.earlyRepeatTests += 1;
      for (const id of ids) {
        now += ANSWER_MS;
        if (state.answeredToday.has(id)) repeats += 1;
        state.answeredToday.add(id);
        state.seen.add(id);
        const right = memory.answer(byId.get(id)!, now, random);
        if (right) state.rightAt.set(id, now);
        else state.rightAt.delete(id);
        policy.record(id, right, now);
        r.answers += 1;
        if (r.answersToSeeAll === null && state.seen.size === bank.length)
          r.answersToSeeAll = r.answers;
      }
      if ([5, 20, 50].includes(r.tests)) r.seenAfterTests[r.tests] = state.seen.size;
      if (r.answersToRecallAim === null && memory.bankRecall(now) >= o.recallAim)
        r.answersToRecallAim = r.answers;
    }
    if ((day + 1) % 7 === 0) r.passByWeek.push(examChance(bank, memory, now, o, random));
    endOfDay?.(day, now, memory, policy);
  }
  r.repeatsWithinDay = repeats / Math.max(1, r.answers);
  r.finalRecall = memory.bankRecall(now);
  return r;
}

export const POLICIES = [kokpitPolicy, randomPolicy, leitnerPolicy] as const;

type MakePolicy = (bank: readonly SimQuestion[], random: Random) => Policy;

/** Runs every policy (by default POLICIES) on the same bank and seed. */
export function compare(
  bankSize: number,
  categories: number,
  o: SimOptions,
  policies: readonly MakePolicy[] = POLICIES,
): SimResult[] {
  const bank = syntheticBank(bankSize, categories, seededRandom(o.seed + 2));
  return policies.map((make) => simulate(bank, make, o));
}

/** One learner on one day: the pass probability Kokpit shows, and a simulation actually sat. */
export interface CalibrationSample {
  predicted: number;
  /** The learner's true chance of passing, by their own memory. */
  passes: number;
}

export interface CalibrationOptions {
  learners: number;
  days: number;
  /** A sample every this many days. */
  every: number;
  /** Each learner's daily answers are drawn once between these, so learners spread out. */
  minPerDay: number;
  maxPerDay: number;
  /** The car exam: 30 questions, at most 1 error (the section's settings). */
  examSize: number;
  examErrors: number;
  seed: number;
}

export const CALIBRATION_OPTIONS: CalibrationOptions = {
  learners: 48,
  days: 42,
  every: 3,
  minPerDay: 10,
  maxPerDay: 250,
  examSize: 30,
  examErrors: 1,
  // Held out: PREDICTION_STABILITY_SCALE was fitted on learners from seed 101.
  seed: 5001,
};

/**
 * Pass probability against outcomes: simulated learners (the calibrated memory model, Kokpit's
 * selection, each at a pace of their own) sit a fresh simulation every few evenings. Kokpit
 * predicts from what the server stores (passProbability over answerChance of each card); the
 * learner's own memory answers the drawn questions. The exam is not recorded: it does not teach.
 */
export function calibrationSamples(
  o: CalibrationOptions = CALIBRATION_OPTIONS,
): CalibrationSample[] {
  const samples: CalibrationSample[] = [];
  const exam = { questions: o.examSize, errorsAllowed: o.examErrors };
  for (let learner = 0; learner < o.learners; learner++) {
    const seed = o.seed + learner * 7;
    const pace = seededRandom(seed + 3);
    const perDay = o.minPerDay + Math.floor(pace() * (o.maxPerDay - o.minPerDay + 1));
    const bank = syntheticBank(845, 12, seededRandom(seed + 2));
    const options: SimOptions = {
      ...CAR_OPTIONS,
      days: o.days,
      minPerDay: perDay,
      maxPerDay: perDay,
      examDraws: 0,
      seed,
    };
    simulate(bank, kokpitPolicy, options, (day, now, memory, policy) => {
      if ((day + 1) % o.every !== 0) return;
      const predicted = passProbability(
        bank.map((q) => ({
          categoryId: q.categoryId,
          chance: answerChance(policy.card?.(q.id) ?? null, now),
        })),
        exam,
      );
      // What the learner's own memory would score, exact over every draw: the mean outcome
      // of sitting such exams, without one sitting's coin-flip noise.
      const passes = passProbability(
        bank.map((q) => ({ categoryId: q.categoryId, chance: memory.chance(q, now) })),
        exam,
      );
      samples.push({ predicted, passes });
    });
  }
  return samples;
}

export interface CalibrationBin {
  from: number;
  to: number;
  samples: number;
  meanPredicted: number;
  observed: number;
}

/** Samples in tenths of predicted probability, each with its mean prediction and pass rate. */
export function calibrationTable(samples: readonly CalibrationSample[]): CalibrationBin[] {
  return Array.from({ length: 10 }, (_, i) => {
    const these = samples.filter((s) => Math.min(9, Math.floor(s.predicted * 10)) === i);
    const n = these.length;
    return {
      from: i / 10,
      to: (i + 1) / 10,
      samples: n,
      meanPredicted: n ? these.reduce((a, s) => a + s.predicted, 0) / n : 0,
      observed: n ? these.reduce((a, s) => a + s.passes, 0) / n : 0,
    };
  });
}
