export { TheoryPage } from './components/theory-page';
export { ClassroomPage } from './components/classroom-page';
export { StudentPresentations } from './components/student-presentations';
