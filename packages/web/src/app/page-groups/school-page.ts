import '../../styles/all-styles';
export { SchoolPublicPage } from '../../features/school-page';
