export * from './actor.js';
export * from './public.js';
export * from './student.js';
export * from './school.js';
export * from './operator.js';
