export { FilesPage } from './components/files-page';
