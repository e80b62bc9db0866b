export { StudentStatsPage } from '../../features/statistics/components/statistics-page';
