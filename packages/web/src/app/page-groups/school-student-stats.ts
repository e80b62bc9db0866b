import '../../styles/all-styles';
export { SchoolStudentStatsPage } from '../../features/school/components/school-student-stats-page';
