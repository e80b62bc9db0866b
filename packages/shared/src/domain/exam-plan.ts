/*
 * The learner's exam date (docs/SCORING.md "Exam date"): days left, and the answers a day that
 * would bring the pass probability to PASS_TARGET by then. A documented estimate, not a model
 * of its own: bench/learning's learner, at Kokpit's pace, reaches 90% recall of the bank after
 * about ANSWERS_PER_NEW_QUESTION answers per question (2,200–2,440 answers for 845 questions,
 * docs/BENCHMARKS.md); a question seen but not yet sure takes fewer.
 */

/** The pass probability an exam date's plan aims at. */
export const PASS_TARGET = 0.9;
/** Answers a never-answered question takes to be known on the day (bench/learning). */
export const ANSWERS_PER_NEW_QUESTION = 2.8;
/** Answers a question answered before, with a chance of a right answer under SURE_CHANCE, takes. */
export const ANSWERS_PER_WEAK_QUESTION = 1.5;
/** A question's chance of a right answer at or above which it needs no more work for the date. */
export const SURE_CHANCE = 0.95;
/** How far ahead an exam date may be set, in days. */
export const EXAM_DATE_MAX_DAYS = 366;

export interface ExamPlan {
  /** Whole days from today (Athens) to the exam day: 0 on the day itself. */
  daysLeft: number;
  /**
   * Answers a day, today included, to reach PASS_TARGET by the exam; 0 once the pass
   * probability is there (keep practising at the day's goal) or on the exam day.
   */
  dailyAnswers: number;
}

const dayNumber = (isoDay: string): number => {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
};

/** Whole days from `today` to `day` (both YYYY-MM-DD): negative for a day gone. */
export function daysBetween(today: string, day: string): number {
  return dayNumber(day) - dayNumber(today);
}

/**
 * The plan for an exam on `examDay`, from today's chances of a right answer to each of the
 * section's questions (null: never answered) and today's pass probability.
 */
export function examPlan(
  today: string,
  examDay: string,
  chances: readonly (number | null)[],
  passProbability: number,
): ExamPlan {
  const daysLeft = Math.max(0, daysBetween(today, examDay));
  if (daysLeft === 0 || passProbability >= PASS_TARGET) return { daysLeft, dailyAnswers: 0 };
  let answers = 0;
  for (const chance of chances) {
    if (chance === null) answers += ANSWERS_PER_NEW_QUESTION;
    else if (chance < SURE_CHANCE) answers += ANSWERS_PER_WEAK_QUESTION;
  }
  // The exam day itself is not a day to study for it.
  return { daysLeft, dailyAnswers: Math.ceil(answers / daysLeft) };
}
