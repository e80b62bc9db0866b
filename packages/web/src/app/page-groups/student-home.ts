export { StudentHomePage } from '../../features/student/components/student-home-page';
