export { SchoolPublicPage } from './components/school-public-page';
