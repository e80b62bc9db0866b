export { ContentImportPage } from './components/content-import-page';
