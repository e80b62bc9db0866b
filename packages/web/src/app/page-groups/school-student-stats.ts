export { SchoolStudentStatsPage } from '../../features/school/components/school-student-stats-page';
