export { SignupStudentPage } from '../../features/signup/components/signup-student-page';
