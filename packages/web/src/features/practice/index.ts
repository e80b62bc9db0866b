export { useStartTest } from './hooks/use-start-test';
export { PendingAnswers } from './components/pending-answers';
export type { TestQuestion } from './api/tests';
export { ConfirmDialog } from '../../components/ui/confirm-dialog';
