export { SchoolHomePage } from '../../features/school/components/school-home-page';
