import { z } from 'zod';

/*
 * The learner's exam date (issue 35 item 2): set by the learner, or by their school for them.
 * Every error message is a catalogue key.
 */

const isoDay = z
  .string({ error: 'examDate.invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'examDate.invalid' })
  .refine(
    (day) => {
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { error: 'examDate.invalid' },
  );

const sectionField = z
  .string({ error: 'validation.sectionInvalid' })
  .trim()
  .min(1, { error: 'validation.sectionInvalid' })
  .max(16, { error: 'validation.sectionInvalid' });

/** `/student exam-date/save` {section, date}: date null forgets it. */
export const examDateSavePayload = z.strictObject({
  section: sectionField,
  date: isoDay.nullable(),
});
export type ExamDateSavePayload = z.infer<typeof examDateSavePayload>;

/** An exam date with its plan (docs/SCORING.md "Exam date"). */
export interface ExamDateView {
  section: string;
  /** YYYY-MM-DD, Athens. */
  date: string;
  /** Who set it last. */
  setBy: 'student' | 'school';
  daysLeft: number;
  /** Answers a day to reach the target pass probability by the date; 0 once there. */
  dailyAnswers: number;
  /** The target pass probability, 0–1. */
  target: number;
}
