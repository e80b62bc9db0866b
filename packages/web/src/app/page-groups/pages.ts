import '../../styles/all-styles';
export { InfoPage } from '../../features/info-pages/components/info-page';
