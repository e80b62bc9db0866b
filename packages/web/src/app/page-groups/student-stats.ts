export { StudentStatsPage } from '../../features/student/components/student-stats-page';
