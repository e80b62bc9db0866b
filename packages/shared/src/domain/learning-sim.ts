import { applyReply, EMPTY_PROGRESS, type QuestionProgress } from './progress.js';
import { scheduleReview, type SchedulerState } from './scheduling.js';
import {
  selectProgressQuestions,
  selectSimulationQuestions,
  type Random,
} from './test-selection.js';

/*
 * A simulated learner taking progress tests (bench/learning, docs/BENCHMARKS.md "Learning").
 * Pure and seeded: the same options give the same numbers. The learner's memory is a forgetting
 * curve per question, recall = exp(-days since last seen / stability); each question has its
 * own difficulty, which slows how fast its stability grows. The policies choose the questions;
 * the memory model alone says what the learner knows, never Kokpit's own progress figure.
 */

const DAY_MS = 86_400_000;
const ANSWER_MS = 20_000;
/** A wrong guess among the answers (ministry questions have two to four). */
export const GUESS = 1 / 3;
/** Stability (days) after a first sight of a question of difficulty 0; halved at difficulty 1. */
export const FIRST_STABILITY = 2;
/** Stability growth on a recall: more the weaker the memory was (spacing), less if hard. */
export const GROWTH = 4;

/** mulberry32: a small seeded generator, enough for a simulation. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SimQuestion {
  id: number;
  categoryId: number;
  /** 0 (easy) to 1 (hard). */
  difficulty: number;
}

/** A synthetic bank: ids 1..size over `categories` categories, difficulties spread 0.05–0.95. */
export function syntheticBank(size: number, categories: number, random: Random): SimQuestion[] {
  return Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    categoryId: 1 + (i % categories),
    difficulty: 0.05 + 0.9 * random(),
  }));
}

/** The learner's memory of one question. */
interface Trace {
  stability: number;
  seenAt: number;
}

export class Memory {
  private readonly traces = new Map<number, Trace>();
  constructor(private readonly bank: readonly SimQuestion[]) {}

  /** Probability of recalling question `id` at `at` (0 for one never seen). */
  recall(id: number, at: number): number {
    const t = this.traces.get(id);
    return t ? Math.exp(-(at - t.seenAt) / DAY_MS / t.stability) : 0;
  }

  /** Chance of a right answer: recall, or a lucky guess. */
  chance(id: number, at: number): number {
    const r = this.recall(id, at);
    return r + (1 - r) * GUESS;
  }

  /** The learner answers and sees the correct answer; true when right. */
  answer(q: SimQuestion, at: number, random: Random): boolean {
    const r = this.recall(q.id, at);
    const recalled = random() < r;
    const right = recalled || random() < GUESS;
    const first = FIRST_STABILITY * (1 - q.difficulty / 2);
    const t = this.traces.get(q.id);
    const stability = !t
      ? first
      : recalled
        ? t.stability * (1 + GROWTH * (1 - q.difficulty / 2) * (0.2 + (1 - r)))
        : Math.max(first, t.stability / 2);
    this.traces.set(q.id, { stability, seenAt: at });
    return right;
  }

  /** Mean recall over the bank: the share the learner would recall now. */
  bankRecall(at: number): number {
    return this.bank.reduce((n, q) => n + this.recall(q.id, at), 0) / this.bank.length;
  }
}

/** Chooses a test's questions and hears how each was answered. */
export interface Policy {
  name: string;
  select(now: number, count: number): number[];
  record(id: number, correct: boolean, at: number): void;
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
  const boxes = new Map<number, { box: number; dueAt: number }>();
  const order = shuffled(
    bank.map((q) => q.id),
    random,
  );
  return {
    name: 'Leitner',
    select(now, count) {
      const seen = order.filter((id) => boxes.has(id));
      const byDue = (a: number, b: number) => boxes.get(a)!.dueAt - boxes.get(b)!.dueAt;
      const due = seen.filter((id) => boxes.get(id)!.dueAt <= now).sort(byDue);
      const fresh = order.filter((id) => !boxes.has(id));
      const later = seen.filter((id) => boxes.get(id)!.dueAt > now).sort(byDue);
      return [...due, ...fresh, ...later].slice(0, count);
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
  let sum = 0;
  for (let i = 0; i < o.examDraws; i++) {
    const ids = selectSimulationQuestions(pool, o.examSize, random);
    sum += passChance(
      ids.map((id) => memory.chance(id, at)),
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
): SimResult {
  const random = seededRandom(o.seed);
  const policy = makePolicy(bank, seededRandom(o.seed + 1));
  const memory = new Memory(bank);
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
  }
  r.repeatsWithinDay = repeats / Math.max(1, r.answers);
  r.finalRecall = memory.bankRecall(now);
  return r;
}

export const POLICIES = [kokpitPolicy, randomPolicy, leitnerPolicy] as const;

/** Runs every policy on the same bank and seed. */
export function compare(bankSize: number, categories: number, o: SimOptions): SimResult[] {
  const bank = syntheticBank(bankSize, categories, seededRandom(o.seed + 2));
  return POLICIES.map((make) => simulate(bank, (b, random) => make(b, random), o));
}
