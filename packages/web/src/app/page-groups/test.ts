import '../../styles/all-styles';
export { TestPage } from '../../features/practice/components/test-page';
