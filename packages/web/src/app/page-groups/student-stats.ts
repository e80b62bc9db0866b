import '../../styles/all-styles';
export { StudentStatsPage } from '../../features/statistics/components/statistics-page';
