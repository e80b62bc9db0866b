import {
  positive,
  TestEvents,
  testCommitPayload,
  testIdPayload,
  testRecordPayload,
  testStartPayload,
} from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { commitInTime, recordInTime } from './answer-intake.js';
import { cancelStudentTest, resumeTest } from './test-lifecycle.service.js';
import { finishExpiredSimulations, finishSimulation } from './test-finish.service.js';
import { restartTest, startTest } from './test-start.service.js';

/** `test-start` {section, type, options?}: a new running test (SPEC §3 test). */
export const testStartEvent = defineEvent({
  name: TestEvents.start,
  schema: testStartPayload,
  requires: 'student',
  handle: async (input, ec) => {
    // An exam whose time is up no longer holds a new one back.
    await finishExpiredSimulations(ec.ctx, ec.session.userId);
    return positive(await startTest(ec.ctx, ec.session.userId, input, ec.lang));
  },
});

/** `test-resume` {id}: the running test with the answers recorded so far. */
export const testResumeEvent = defineEvent({
  name: TestEvents.resume,
  schema: testIdPayload,
  requires: 'student',
  handle: async (input, ec) => {
    await finishExpiredSimulations(ec.ctx, ec.session.userId);
    return positive(await resumeTest(ec.ctx.db, ec.session.userId, input.id, ec.lang));
  },
});

/** `test-restart` {id}: the same questions in a new running test; the old one is cancelled. */
export const testRestartEvent = defineEvent({
  name: TestEvents.restart,
  schema: testIdPayload,
  requires: 'student',
  handle: async (input, ec) => {
    await finishExpiredSimulations(ec.ctx, ec.session.userId);
    return positive(await restartTest(ec.ctx, ec.session.userId, input.id, ec.lang));
  },
});

/** `test-cancel` {id}: the client has asked the student to confirm. */
export const testCancelEvent = defineEvent({
  name: TestEvents.cancel,
  schema: testIdPayload,
  requires: 'student',
  handle: async (input, ec) =>
    positive(await cancelStudentTest(ec.ctx, ec.session.userId, input.id)),
});

/** `test-finish` {id}: a simulation ends now (or says how it ended) with its verdict. */
export const testFinishEvent = defineEvent({
  name: TestEvents.finish,
  schema: testIdPayload,
  requires: 'student',
  handle: async (input, ec) =>
    positive(await finishSimulation(ec.ctx, ec.session.userId, input.id, ec.lang)),
});

/** `test-record` {testId, reply}: one answer, idempotent by the client's reply id. */
export const testRecordEvent = defineEvent({
  name: TestEvents.record,
  schema: testRecordPayload,
  requires: 'student',
  handle: async (input, ec) =>
    positive(await recordInTime(ec.ctx, ec.session.userId, input.testId, input.reply, ec.lang)),
});

/** `test-record/commit` {testId, replies}: the offline queue, on reconnect. */
export const testCommitEvent = defineEvent({
  name: TestEvents.commit,
  schema: testCommitPayload,
  requires: 'student',
  handle: async (input, ec) => {
    const { testId, replies } = input;
    const results = await commitInTime(ec.ctx, ec.session.userId, testId, replies, ec.lang);
    return positive({ testId, results });
  },
});

export const testEvents = [
  testStartEvent,
  testResumeEvent,
  testRestartEvent,
  testCancelEvent,
  testFinishEvent,
  testRecordEvent,
  testCommitEvent,
];
