import type { Widen } from '../catalogue';
import { questionHelpRu } from './question-help.ru';
import { schoolEditorRu } from './school-editor.ru';
import { schoolPageRu } from './school-page.ru';
import type { schoolTextsEl } from './school-texts.el';

export const schoolTextsRu: Widen<typeof schoolTextsEl> = {
  school: { page: schoolPageRu, editor: schoolEditorRu },
  questionHelp: questionHelpRu,
};
