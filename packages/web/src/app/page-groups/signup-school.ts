import '../../styles/all-styles';
export { SignupSchoolPage } from '../../features/signup/components/signup-school-page';
