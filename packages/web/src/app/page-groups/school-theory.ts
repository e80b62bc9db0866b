import '../../styles/all-styles';
export { SchoolTheoryPage } from '../../features/school/components/school-theory-page';
