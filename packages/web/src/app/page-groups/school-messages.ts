import '../../styles/all-styles';
export { SchoolMessagesPage } from '../../features/messages';
