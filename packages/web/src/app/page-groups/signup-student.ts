import '../../styles/all-styles';
export { SignupStudentPage } from '../../features/signup/components/signup-student-page';
