import { ANSWERS_PER_NEW_QUESTION, PASS_TARGET, ResultCode, type Highlights } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLearner } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { athensDayBefore } from '../statistics/athens-day.js';

/* The sample bank: 63 car questions. */
const CAR_QUESTIONS = 63;
/** The Athens day `days` from today (negative: before). */
const dayFromToday = (days: number) => athensDayBefore(Date.now(), -days);

describe(`a learner's exam date on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('is saved, shown with the days left and the answers a day, moved and forgotten', async () => {
    const learner = await buildLearner(server);
    const highlights = async () =>
      (await emitAck<Highlights>(learner.socket, 'highlights', { section: 'car' })).data;
    expect((await highlights()).examDate).toBeNull();

    const date = dayFromToday(10);
    const saved = await emitAck(learner.socket, 'exam-date/save', { section: 'car', date });
    expect(saved).toMatchObject({ code: ResultCode.ok, data: { section: 'car', date } });
    expect(saved.message).toBe('The exam date was saved.');
    const h = await highlights();
    // Nothing answered yet: every question still takes its new-question answers.
    expect(h.examDate).toMatchObject({
      section: 'car',
      date,
      setBy: 'student',
      target: PASS_TARGET,
    });
    expect(h.examDate!.daysLeft).toBeGreaterThanOrEqual(9);
    expect(h.examDate!.daysLeft).toBeLessThanOrEqual(10);
    expect(h.examDate!.dailyAnswers).toBe(
      Math.ceil((CAR_QUESTIONS * ANSWERS_PER_NEW_QUESTION) / h.examDate!.daysLeft),
    );

    const later = dayFromToday(30);
    await emitAck(learner.socket, 'exam-date/save', { section: 'car', date: later });
    expect((await highlights()).examDate?.date).toBe(later);

    const cleared = await emitAck(learner.socket, 'exam-date/save', { section: 'car', date: null });
    expect(cleared.message).toBe('The exam date was removed.');
    expect((await highlights()).examDate).toBeNull();
  });

  it('refuses a day gone, a day more than a year ahead, a date that is none, and changes nothing', async () => {
    const learner = await buildLearner(server);
    const date = dayFromToday(20);
    await emitAck(learner.socket, 'exam-date/save', { section: 'car', date });
    const refusals = [
      [dayFromToday(-2), 'The exam date has already passed.'],
      [dayFromToday(400), 'The exam can be set up to a year from today.'],
      ['2026-02-30', 'The exam date is not valid.'],
      ['tomorrow', 'The exam date is not valid.'],
    ] as const;
    for (const [bad, message] of refusals) {
      const reply = await emitAck(learner.socket, 'exam-date/save', { section: 'car', date: bad });
      expect(reply).toMatchObject({ isPositive: false, code: ResultCode.validation });
      expect(JSON.stringify(reply)).toContain(message);
    }
    const unknown = await emitAck(learner.socket, 'exam-date/save', { section: 'tram', date });
    expect(unknown.message).toBe('Section not found');
    const h = await emitAck<Highlights>(learner.socket, 'highlights', { section: 'car' });
    expect(h.data.examDate?.date).toBe(date);
  });

  it('is each learner’s own: another learner sees none', async () => {
    const one = await buildLearner(server);
    const other = await buildLearner(server);
    await emitAck(one.socket, 'exam-date/save', { section: 'car', date: dayFromToday(5) });
    const h = await emitAck<Highlights>(other.socket, 'highlights', { section: 'car' });
    expect(h.data.examDate).toBeNull();
  });
});
