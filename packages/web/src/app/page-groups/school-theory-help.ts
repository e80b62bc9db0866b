/** /{lang}/school/theory/help: the school's help texts on questions (issue 18 item 4). */
import '../../styles/all-styles';
export { SchoolTheoryHelpPage } from '../../features/question-help/components/question-help-page';
