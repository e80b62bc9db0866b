import {
  questionHelpDeletePayload,
  questionHelpFetchPayload,
  questionHelpSavePayload,
  questionHelpSearchPayload,
  type QuestionHelpListView,
  type QuestionHelpSearchView,
  type QuestionHelpView,
} from '../schemas/question-help.js';
import { noPayload } from '../schemas/student.js';
import { event, reply, type NamespaceContract } from './contract.js';

/**
 * `/school`, the school's help texts on questions (SPEC §6 "add help text"): any member who
 * teaches (theory) reads and writes the school's own texts, never another school's.
 */
export const schoolQuestionHelpContract = {
  'question-help/fetch': event(questionHelpFetchPayload, reply<QuestionHelpView>()),
  'question-help/save': event(questionHelpSavePayload, reply<QuestionHelpView>()),
  'question-help/delete': event(questionHelpDeletePayload, reply<QuestionHelpView>()),
  'question-help/search': event(questionHelpSearchPayload, reply<QuestionHelpSearchView>()),
  'question-help/list': event(noPayload, reply<QuestionHelpListView>()),
} satisfies NamespaceContract;
