/*
 * A student's test-page preferences, apart from their schemas (schemas/student.ts), so a page
 * that only reads them does not bring zod.
 */

export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The test page's preferences a student keeps across devices (students.settings). */
export interface StudentSettings {
  sound: boolean;
  showHelp: boolean;
  autoNext: boolean;
  /** Text size multiplier of the question pages, 1 to 1.5. */
  fontScale: number;
  theme: Theme;
}

/** Sound is off until the student switches it on: a question is read aloud only when asked. */
export const DEFAULT_STUDENT_SETTINGS: StudentSettings = {
  sound: false,
  showHelp: true,
  autoNext: false,
  fontScale: 1,
  theme: 'auto',
};
