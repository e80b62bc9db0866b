import {
  ResultCode,
  simulationDeadline,
  simulationExpired,
  translate,
  type Language,
  type RecordResult,
  type RefusedReply,
  type ReplyInput,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import { completeSimulation, type SimulationToComplete } from './test-finish.service.js';
import { commitReplies, recordReply } from './test-record.service.js';
import type { PresentedQuestion } from './practice.presenter.js';
import { findTest } from './practice.repository.js';

/*
 * Answers against a simulation's clock. The clock facts of a test never change, so they are
 * remembered per test: checking the deadline costs the answer path no statement. An answer to
 * a simulation whose time is up completes it (if nothing has yet) and is refused with "time is
 * up"; an answer sent before (same reply id) is still answered as before, so an offline queue
 * always empties.
 */

interface Clock extends SimulationToComplete {
  type: string;
  dateStarted: number;
  minutes: number;
  /** Completed here once expired: nothing to do again. */
  over?: boolean;
}

const MAX_CLOCKS = 10_000;
const clocks = new WeakMap<AppContext, Map<number, Clock>>();

function knownClocks(ctx: AppContext): Map<number, Clock> {
  let known = clocks.get(ctx);
  if (!known) clocks.set(ctx, (known = new Map()));
  return known;
}

/**
 * Remembers a test's clock, only its own facts. A test started here is remembered at once, so its
 * first answer reads nothing.
 */
export function rememberClock(ctx: AppContext, test: Clock): Clock {
  const known = knownClocks(ctx);
  if (known.size >= MAX_CLOCKS) known.delete(known.keys().next().value!);
  const { id, studentId, section, errorsAllowed, type, dateStarted, minutes } = test;
  const clock: Clock = { id, studentId, section, errorsAllowed, type, dateStarted, minutes };
  known.set(id, clock);
  return clock;
}

async function clockOf(ctx: AppContext, studentId: number, testId: number) {
  const cached = knownClocks(ctx).get(testId);
  if (cached) return cached.studentId === studentId ? cached : undefined;
  const test = await findTest(ctx.db, testId, studentId);
  return test && rememberClock(ctx, test);
}

/** True when the test is the student's simulation and its time is up (now completed). */
async function expired(ctx: AppContext, studentId: number, testId: number): Promise<boolean> {
  const clock = await clockOf(ctx, studentId, testId);
  if (!clock || !simulationExpired(clock, now())) return false;
  if (!clock.over) await completeSimulation(ctx, clock, simulationDeadline(clock));
  clock.over = true;
  return true;
}

/** After the time: a resent answer is answered as before, a new one is "time is up". */
async function recordAfterTime(
  ctx: AppContext,
  studentId: number,
  testId: number,
  reply: ReplyInput,
  lang: Language,
): Promise<RecordResult<PresentedQuestion>> {
  try {
    return await recordReply(ctx, studentId, testId, reply, lang);
  } catch (error) {
    if (!(error instanceof AppError && error.messageKey === 'test.notRunning')) throw error;
    throw new AppError(ResultCode.general, 'test.simulationTimeUp');
  }
}

/** `test-record` with the simulation's clock checked first. */
export async function recordInTime(
  ctx: AppContext,
  studentId: number,
  testId: number,
  reply: ReplyInput,
  lang: Language,
): Promise<RecordResult<PresentedQuestion>> {
  return (await expired(ctx, studentId, testId))
    ? recordAfterTime(ctx, studentId, testId, reply, lang)
    : recordReply(ctx, studentId, testId, reply, lang);
}

/** `test-record/commit` with the simulation's clock checked first. */
export async function commitInTime(
  ctx: AppContext,
  studentId: number,
  testId: number,
  replies: readonly ReplyInput[],
  lang: Language,
): Promise<RecordResult<PresentedQuestion>[]> {
  if (!(await expired(ctx, studentId, testId)))
    return commitReplies(ctx, studentId, testId, replies, lang);
  const results: RecordResult<PresentedQuestion>[] = [];
  const refused: RefusedReply[] = [];
  for (const reply of replies) {
    try {
      results.push(await recordAfterTime(ctx, studentId, testId, reply, lang));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const message = translate(lang, error.messageKey, error.params);
      refused.push({ id: reply.id, code: error.code, message });
    }
  }
  if (refused.length === 0) return results;
  const data = { testId, results, refused };
  throw new AppError(
    ResultCode.general,
    'test.repliesNotRecorded',
    { num: refused.length },
    {},
    data,
  );
}
