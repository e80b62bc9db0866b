import {
  daysBetween,
  EXAM_DATE_MAX_DAYS,
  examPlan,
  PASS_TARGET,
  ResultCode,
  type ExamDateView,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import type { Db } from '../../db/database.js';
import { athensDay } from '../statistics/athens-day.js';
import { deleteExamDate, findExamDate, upsertExamDate } from './exam-date.repository.js';

/*
 * A learner's exam date (docs/SCORING.md "Exam date"): set by the learner, or by a member of
 * their school for them; the dashboard shows the days left and the answers a day it takes.
 */

/**
 * Sets the exam date of `studentId` in `section` (null forgets it), by `setBy` (the learner, or
 * a member of their school). A day gone or more than a year ahead is refused in words.
 */
export async function saveExamDate(
  db: Db,
  input: { studentId: number; section: string; date: string | null; setBy: number },
): Promise<void> {
  const at = now();
  const section = await db
    .selectFrom('sections')
    .select('code')
    .where('code', '=', input.section)
    .executeTakeFirst();
  if (!section) throw AppError.notFound('section.notFound');
  if (input.date === null) return deleteExamDate(db, input.studentId, input.section);
  const ahead = daysBetween(athensDay(at), input.date);
  if (ahead < 0) throw new AppError(ResultCode.validation, 'examDate.past');
  if (ahead > EXAM_DATE_MAX_DAYS) throw new AppError(ResultCode.validation, 'examDate.tooFar');
  await upsertExamDate(db, { ...input, date: input.date, at });
}

/**
 * The student's exam date in the section with its plan, from the section's questions' chances
 * (null: never answered) and today's pass probability; null without a date.
 */
export async function readExamDate(
  db: Db,
  studentId: number,
  section: string,
  plan: { at: number; chances: readonly (number | null)[]; passProbability: number },
): Promise<ExamDateView | null> {
  const row = await findExamDate(db, studentId, section);
  if (!row) return null;
  const { daysLeft, dailyAnswers } = examPlan(
    athensDay(plan.at),
    row.date,
    plan.chances,
    plan.passProbability,
  );
  return {
    section,
    date: row.date,
    setBy: row.setBy === studentId ? 'student' : 'school',
    daysLeft,
    dailyAnswers,
    target: PASS_TARGET,
  };
}
