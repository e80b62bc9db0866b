import '../../styles/all-styles';
export { TestPage } from '../../features/test/components/test-page';
