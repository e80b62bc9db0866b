export { MessagesBadge } from './components/messages-badge';
export { SchoolMessagesPage } from './components/school-messages-page';
export { StudentMessagesPanel } from './components/student-messages-panel';
