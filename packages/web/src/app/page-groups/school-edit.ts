export { SchoolEditPage } from '../../features/school/components/school-edit-page';
