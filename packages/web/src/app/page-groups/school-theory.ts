import '../../styles/all-styles';
export { TheoryPage as SchoolTheoryPage, ClassroomPage } from '../../features/theory';
