import '../../styles/all-styles';
export { StudentSchoolSelectPage } from '../../features/school-select/components/school-select-page';
