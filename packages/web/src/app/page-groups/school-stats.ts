export { SchoolStatsPage } from '../../features/school/components/school-stats-page';
