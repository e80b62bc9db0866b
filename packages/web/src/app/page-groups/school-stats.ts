import '../../styles/all-styles';
export { SchoolStatsPage } from '../../features/school/components/school-stats-page';
