export { StatisticsTabs } from './components/statistics-tabs';
