import '../../styles/all-styles';
export { SchoolHomePage } from '../../features/school/components/school-home-page';
