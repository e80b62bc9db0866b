import {
  isLanguage,
  normalizeSearchText,
  QUESTION_HELP_SEARCH_LIMIT,
  type Language,
  type QuestionHelpDeletePayload,
  type QuestionHelpListView,
  type QuestionHelpSavePayload,
  type QuestionHelpSearchView,
  type QuestionHelpView,
} from '@kokpit/shared';
import { now } from '../../core/clock.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { loadQuestions } from '../content/content.repository.js';
import { presentHelpQuestion, presentQuestionHelp } from './question-help.presenter.js';
import {
  deleteHelpText,
  findQuestionIdsByNumber,
  listHelpTexts,
  listQuestionTexts,
  listSchoolHelp,
  upsertHelpText,
} from './question-help.repository.js';

/*
 * A school's help texts on questions (issue 18 item 4): the school reads and writes its own
 * texts only; the question is the bank's and must exist ("Question was not found!").
 */

async function bankQuestion(db: Db, questionId: number, lang: Language) {
  const [question] = await loadQuestions(db, [questionId], lang);
  if (!question) throw AppError.notFound('question.notFound');
  return question;
}

/** Which member of the school wrote or removed a help text (every action names its member). */
async function recordHelpChange(
  db: Db,
  action: string,
  schoolId: number,
  input: { questionId: number; lang: string },
  memberId: number,
) {
  await recordAudit(db, {
    actorId: memberId,
    action,
    entity: 'school_question_help',
    entityId: `${schoolId}:${input.questionId}:${input.lang}`,
    details: { schoolId, questionId: input.questionId, lang: input.lang },
  });
}

/** `question-help/fetch`: the question (in the teacher's language) and the school's texts. */
export async function fetchQuestionHelp(
  db: Db,
  schoolId: number,
  questionId: number,
  lang: Language,
): Promise<QuestionHelpView> {
  const question = await bankQuestion(db, questionId, lang);
  return presentQuestionHelp(question, await listHelpTexts(db, schoolId, questionId));
}

/** `question-help/save`: one language's text written or replaced. */
export async function saveQuestionHelp(
  db: Db,
  schoolId: number,
  input: QuestionHelpSavePayload,
  lang: Language,
  memberId: number,
): Promise<QuestionHelpView> {
  const question = await bankQuestion(db, input.questionId, lang);
  await upsertHelpText(db, { schoolId, ...input, at: now() });
  await recordHelpChange(db, 'school.help.save', schoolId, input, memberId);
  return presentQuestionHelp(question, await listHelpTexts(db, schoolId, input.questionId));
}

/** `question-help/delete`: one language's text removed (students fall back to Greek). */
export async function deleteQuestionHelp(
  db: Db,
  schoolId: number,
  input: QuestionHelpDeletePayload,
  lang: Language,
  memberId: number,
): Promise<QuestionHelpView> {
  const question = await bankQuestion(db, input.questionId, lang);
  await deleteHelpText(db, schoolId, input.questionId, input.lang);
  await recordHelpChange(db, 'school.help.delete', schoolId, input, memberId);
  return presentQuestionHelp(question, await listHelpTexts(db, schoolId, input.questionId));
}

/**
 * `question-help/search`: by the ministry's number (or book reference) when the text is a
 * number ("Question number not found" when none has it), else by the question's text in the
 * teacher's language or Greek, without case or accents.
 */
export async function searchHelpQuestions(
  db: Db,
  text: string,
  lang: Language,
): Promise<QuestionHelpSearchView> {
  const limit = QUESTION_HELP_SEARCH_LIMIT;
  let ids: number[];
  if (/^\d{1,9}$/.test(text)) {
    ids = await findQuestionIdsByNumber(db, text, limit);
    if (ids.length === 0) throw AppError.notFound('question.numberNotFound');
  } else {
    const needle = normalizeSearchText(text);
    const found = new Set<number>();
    for (const row of await listQuestionTexts(db, lang)) {
      if (found.size >= limit) break;
      if (normalizeSearchText(row.text).includes(needle)) found.add(row.questionId);
    }
    ids = [...found];
  }
  const questions = await loadQuestions(db, ids, lang);
  return { items: questions.map(presentHelpQuestion) };
}

/** `question-help/list`: the questions the school wrote help for, last written first. */
export async function listQuestionHelp(
  db: Db,
  schoolId: number,
  lang: Language,
): Promise<QuestionHelpListView> {
  const byQuestion = new Map<number, { languages: Language[]; updatedAt: number }>();
  for (const r of await listSchoolHelp(db, schoolId)) {
    if (!isLanguage(r.lang)) continue;
    const entry = byQuestion.get(r.questionId) ?? { languages: [], updatedAt: r.updatedAt };
    entry.languages.push(r.lang);
    byQuestion.set(r.questionId, entry);
  }
  const questions = await loadQuestions(db, [...byQuestion.keys()], lang);
  return {
    items: questions.map((q) => {
      const entry = byQuestion.get(q.id)!;
      return {
        ...presentHelpQuestion(q),
        languages: entry.languages.sort(),
        updatedAt: entry.updatedAt,
      };
    }),
  };
}
