import type { Widen } from '../catalogue';
import { questionHelpSq } from './question-help.sq';
import { schoolEditorSq } from './school-editor.sq';
import { schoolPageSq } from './school-page.sq';
import type { schoolTextsEl } from './school-texts.el';

export const schoolTextsSq: Widen<typeof schoolTextsEl> = {
  school: { page: schoolPageSq, editor: schoolEditorSq },
  questionHelp: questionHelpSq,
};
