export { TestPage } from '../../features/test/components/test-page';
