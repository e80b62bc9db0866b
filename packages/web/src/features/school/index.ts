export { SchoolFrame } from './components/school-frame';
