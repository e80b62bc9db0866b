import { z } from 'zod';
import type { Language } from '../constants.js';
import { idField, languageField, requiredText } from './fields.js';

/*
 * A school's own help texts on the bank's questions (SPEC §1, §3 `schoolHelp`, §6 "add help
 * text"): one text per question and language, Markdown-lite (domain/help-markup.ts); a student
 * reads it in their language, else in Greek. Every error message is a catalogue key.
 */

/** A help text's length limit, in characters. */
export const HELP_TEXT_MAX = 4000;
/** At most this many questions answer `question-help/search`. */
export const QUESTION_HELP_SEARCH_LIMIT = 20;

/** `question-help/fetch` {questionId}: the question and the school's help in every language. */
export const questionHelpFetchPayload = z.strictObject({ questionId: idField });
export type QuestionHelpFetchPayload = z.infer<typeof questionHelpFetchPayload>;

/** `question-help/save` {questionId, lang, text}: writes (or replaces) one language's text. */
export const questionHelpSavePayload = z.strictObject({
  questionId: idField,
  lang: languageField,
  text: requiredText(HELP_TEXT_MAX),
});
export type QuestionHelpSavePayload = z.infer<typeof questionHelpSavePayload>;

/** `question-help/delete` {questionId, lang}: removes one language's text. */
export const questionHelpDeletePayload = z.strictObject({
  questionId: idField,
  lang: languageField,
});
export type QuestionHelpDeletePayload = z.infer<typeof questionHelpDeletePayload>;

/**
 * `question-help/search` {text}: questions by their text (accent-insensitive) or, when the
 * text is a number, by the ministry's question number or book reference.
 */
export const questionHelpSearchPayload = z.strictObject({
  text: z
    .string({ error: 'validation.criteria' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' }),
});
export type QuestionHelpSearchPayload = z.infer<typeof questionHelpSearchPayload>;

/** A question as the help editor shows it, in the teacher's language (else Greek). */
export interface HelpQuestionView {
  id: number;
  questionNo: number;
  bookRef: string;
  question: string;
  /** The bank's own explanation, for reference. */
  help: string;
  photo: string | null;
  /** The answers, the right one marked (a teacher sees it). */
  answers: { no: number; answer: string; isCorrect: boolean }[];
}

/** One language's text of a school's help; '' when the school wrote none. */
export interface HelpTextView {
  text: string;
  updatedAt: number | null;
}

/** `question-help/fetch` and `question-help/save`: a question and all four texts. */
export interface QuestionHelpView {
  question: HelpQuestionView;
  texts: Record<Language, HelpTextView>;
}

export interface QuestionHelpSearchView {
  items: HelpQuestionView[];
}

/** `question-help/list`: the questions the school has written help for, newest first. */
export interface QuestionHelpListView {
  items: (HelpQuestionView & { languages: Language[]; updatedAt: number })[];
}
