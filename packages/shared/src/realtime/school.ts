import type { NamespaceContract } from './contract.js';
import { schoolMessagesContract } from './messages.js';
import { schoolBillingContract } from './school-billing.js';
import { schoolEditorContract } from './school-editor.js';
import { schoolQuestionHelpContract } from './school-question-help.js';
import { schoolStudentsContract } from './school-students.js';
import { schoolTheoryContract } from './school-theory.js';

/**
 * `/school`: a school's accounts (SPEC §7). The namespace refuses every socket without the
 * `school` permission; each event's policy and the school's own rows decide the rest.
 */
export const schoolContract = {
  ...schoolStudentsContract,
  ...schoolBillingContract,
  ...schoolMessagesContract,
  ...schoolEditorContract,
  ...schoolQuestionHelpContract,
  ...schoolTheoryContract,
} satisfies NamespaceContract;
export type SchoolContract = typeof schoolContract;
