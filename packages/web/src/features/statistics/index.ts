export { StatisticsTabs } from './components/statistics-tabs';
export { TestTypeTable } from './components/test-type-table';
