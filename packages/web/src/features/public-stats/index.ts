export { PublicStatsStrip } from './components/public-stats-strip';
