import type { Widen } from '../catalogue';
import { questionHelpEn } from './question-help.en';
import { schoolEditorEn } from './school-editor.en';
import { schoolPageEn } from './school-page.en';
import type { schoolTextsEl } from './school-texts.el';

export const schoolTextsEn: Widen<typeof schoolTextsEl> = {
  school: { page: schoolPageEn, editor: schoolEditorEn },
  questionHelp: questionHelpEn,
};
