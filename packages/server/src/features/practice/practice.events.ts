import { positive, canActAsStudent } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { countAnswers } from '../health/metrics.js';
import { commitInTime, recordInTime } from './answer-intake.js';
import { cancelStudentTest, resumeTest } from './test-lifecycle.service.js';
import { finishExpiredSimulations, finishSimulation } from './test-finish.service.js';
import { reviewSimulation } from './simulation-review.service.js';
import { restartTest, startTest } from './test-start.service.js';
import { loadTestTexts } from './test-texts.service.js';

/** `test-start` {section, type, options?}: a new running test (SPEC §3 test). */
export const testStartEvent = defineEvent('/student', 'test-start', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    // An exam whose time is up no longer holds a new one back.
    await finishExpiredSimulations(ec.ctx, ec.session.userId);
    return positive(await startTest(ec.ctx, ec.session.userId, input, ec.lang));
  },
});

/** `test-resume` {id}: the running test with the answers recorded so far. */
export const testResumeEvent = defineEvent('/student', 'test-resume', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    await finishExpiredSimulations(ec.ctx, ec.session.userId);
    return positive(await resumeTest(ec.ctx.db, ec.session.userId, input.id, ec.lang));
  },
});

/** `test-restart` {id}: the same questions in a new running test; the old one is cancelled. */
export const testRestartEvent = defineEvent('/student', 'test-restart', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    await finishExpiredSimulations(ec.ctx, ec.session.userId);
    return positive(await restartTest(ec.ctx, ec.session.userId, input.id, ec.lang));
  },
});

/** `test-cancel` {id}: the client has asked the student to confirm. */
export const testCancelEvent = defineEvent('/student', 'test-cancel', {
  policy: canActAsStudent,
  handle: async (input, ec) =>
    positive(await cancelStudentTest(ec.ctx, ec.session.userId, input.id)),
});

/** `test-finish` {id}: a simulation ends now (or says how it ended) with its verdict. */
export const testFinishEvent = defineEvent('/student', 'test-finish', {
  policy: canActAsStudent,
  handle: async (input, ec) =>
    positive(await finishSimulation(ec.ctx, ec.session.userId, input.id, ec.lang)),
});

/** `test-texts` {id}: the words of the test's questions in every language. */
export const testTextsEvent = defineEvent('/student', 'test-texts', {
  policy: canActAsStudent,
  handle: async (input, ec) =>
    positive(await loadTestTexts(ec.ctx.db, ec.session.userId, input.id)),
});

/** `simulation-review` {id}: a past simulation of the student's, with every answer. */
export const simulationReviewEvent = defineEvent('/student', 'simulation-review', {
  policy: canActAsStudent,
  handle: async (input, ec) =>
    positive(await reviewSimulation(ec.ctx, ec.session.userId, input.id, ec.lang)),
});

/** `test-record` {testId, reply}: one answer, idempotent by the client's reply id. */
export const testRecordEvent = defineEvent('/student', 'test-record', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    const recorded = await recordInTime(ec.ctx, ec.session.userId, input.testId, input.reply, ec.lang); // prettier-ignore
    countAnswers(ec.ctx, 1);
    return positive(recorded);
  },
});

/** `test-record/commit` {testId, replies}: the offline queue, on reconnect. */
export const testCommitEvent = defineEvent('/student', 'test-record/commit', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    const { testId, replies } = input;
    const results = await commitInTime(ec.ctx, ec.session.userId, testId, replies, ec.lang);
    countAnswers(ec.ctx, replies.length);
    return positive({ testId, results });
  },
});

export const testEvents = [
  testStartEvent,
  testResumeEvent,
  testRestartEvent,
  testCancelEvent,
  testFinishEvent,
  testTextsEvent,
  simulationReviewEvent,
  testRecordEvent,
  testCommitEvent,
];
