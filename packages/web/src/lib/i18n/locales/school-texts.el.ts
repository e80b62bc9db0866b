import { questionHelpEl } from './question-help.el';
import { schoolEditorEl } from './school-editor.el';
import { schoolPageEl } from './school-page.el';

/** The school portal's texts: fetched with its page groups (lib/i18n/i18n.ts `loadTexts`). */
export const schoolTextsEl = {
  school: { page: schoolPageEl, editor: schoolEditorEl },
  questionHelp: questionHelpEl,
} as const;
