import { z } from 'zod';
import type { QuestionView } from './content.js';
import { idField, sectionField } from './fields.js';

/*
 * Payloads and replies of a school's theory presentations (SPEC §1, §3, §5, §7): a title, a
 * section and an ordered list of the section's questions, shown in class and taken by the
 * school's students as `theory` tests. Every error message is a catalogue key.
 */

/** The longest title a presentation may have. */
export const PRESENTATION_TITLE_MAX = 120;
/** At most this many questions in one presentation (a lesson, not the bank). */
export const PRESENTATION_MAX_QUESTIONS = 200;
/** At most this many questions answer one builder search. */
export const THEORY_SEARCH_LIMIT = 30;

/** `theory/fetch` {section}: the school's presentations of a section. */
export const theoryFetchPayload = z.strictObject({ section: sectionField });

/** `theory/presentation` and `theory/delete` {id}. */
export const presentationIdPayload = z.strictObject({ id: idField });

const questionIdsField = z
  .array(idField, { error: 'validation.presentationQuestions' })
  .min(1, { error: 'validation.presentationQuestions' })
  .max(PRESENTATION_MAX_QUESTIONS, { error: 'validation.tooLong' });

/**
 * `theory/save` {id?, title, section, questionIds}: creates a presentation, or replaces the
 * title and questions of one of the school's own (`id`). §5: a title and at least one question.
 */
export const presentationSavePayload = z.strictObject({
  id: idField.optional(),
  title: z
    .string({ error: 'validation.presentationTitle' })
    .trim()
    .min(1, { error: 'validation.presentationTitle' })
    .max(PRESENTATION_TITLE_MAX, { error: 'validation.tooLong' }),
  section: sectionField,
  /** The questions in the order they are shown; each once. */
  questionIds: questionIdsField.refine((ids) => new Set(ids).size === ids.length, {
    error: 'validation.criteria',
  }),
});
export type PresentationSavePayload = z.infer<typeof presentationSavePayload>;

/** `theory/reorder` {id, questionIds}: the same questions of a presentation in a new order. */
export const presentationReorderPayload = z.strictObject({
  id: idField,
  questionIds: questionIdsField,
});

/**
 * `theory/questions` {section, text?, categoryId?, number?}: the builder's search of the
 * section's questions by text (accent-insensitive), by category, or by the ministry's question
 * number (its `questionNo` or `bookRef`).
 */
export const theorySearchPayload = z.strictObject({
  section: sectionField,
  text: z.string({ error: 'validation.criteria' }).trim().max(100).optional(),
  categoryId: idField.optional(),
  number: z.string({ error: 'validation.criteria' }).trim().max(32).optional(),
});
export type TheorySearchPayload = z.infer<typeof theorySearchPayload>;

/** A presentation as its list shows it. */
export interface PresentationView {
  id: number;
  title: string;
  section: string;
  /** Its questions in order (inactive bank questions left out). */
  questionIds: number[];
  updatedAt: number;
}

/** `theory/fetch` and the student's `theory/list`. */
export interface PresentationListView {
  section: string;
  presentations: PresentationView[];
}

/** One presentation with its questions, answers marked, the school's help text as schoolHelp. */
export interface PresentationDetailView {
  presentation: PresentationView;
  questions: QuestionView[];
}

/** `theory/questions`: the matches, right answers marked, at most THEORY_SEARCH_LIMIT. */
export interface TheorySearchView {
  questions: QuestionView[];
  /** How many matched in all (more than shown when the search is too broad). */
  total: number;
}
