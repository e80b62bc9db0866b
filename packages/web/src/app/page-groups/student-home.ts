import '../../styles/all-styles';
export { StudentHomePage } from '../../features/student/components/student-home-page';
