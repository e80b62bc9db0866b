/*
 * What other features may use of question-help: the school's texts for a set of questions, in
 * a language with Greek as the fallback (tests, reviews, classroom mode). Which school a
 * student reads is shared `helpSchoolOf`.
 */
export { schoolHelpFor } from './question-help.repository.js';
