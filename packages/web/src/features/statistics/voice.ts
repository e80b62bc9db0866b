import type { ParseKeys } from 'i18next';

/*
 * The statistics page speaks to the student ("the questions you find hardest"); the same tabs
 * read by the student's school speak about the student ("the questions the student finds
 * hardest"). The lines that differ, in both voices.
 */
const VOICED = {
  seen: ['stats.seen', 'stats.about.seen'],
  categoriesCaption: ['stats.categoriesCaption', 'stats.about.categoriesCaption'],
  categoryLine: ['stats.categoryLine', 'stats.about.categoryLine'],
  errorsText: ['stats.errorsText', 'stats.about.errorsText'],
  noErrorsText: ['stats.noErrorsText', 'stats.about.noErrorsText'],
  examsChartCaption: ['stats.examsChartCaption', 'stats.about.examsChartCaption'],
  noExamsTitle: ['stats.noExamsTitle', 'stats.about.noExamsTitle'],
} as const satisfies Record<string, readonly [ParseKeys, ParseKeys]>;

/** The key of a line in the student's own voice, or about them when the school reads it. */
export function voiced(line: keyof typeof VOICED, aboutStudent: boolean) {
  return VOICED[line][aboutStudent ? 1 : 0];
}
