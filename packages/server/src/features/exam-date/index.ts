export { readExamDate } from './exam-date.service.js';
export { studentExamDateEvents } from './exam-date.events.js';
