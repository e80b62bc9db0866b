export { StudentSchoolSelectPage } from '../../features/student/components/student-school-select-page';
