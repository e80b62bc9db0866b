import '../../styles/all-styles';
export { SchoolEditPage } from '../../features/school/components/school-edit-page';
