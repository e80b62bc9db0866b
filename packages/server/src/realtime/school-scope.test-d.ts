import { canActAsSchool, positive } from '@kokpit/shared';
import { defineEvent } from './events.js';
import { defineSchoolEvent } from './school-scope.js';

/*
 * Type tests of the school step, checked by `tsc` and never run (as events.test-d.ts): a
 * /school event is declared only with defineSchoolEvent, names its area, and reads a student
 * only when it declares the payload field that names one.
 */

// @ts-expect-error a /school event made with defineEvent skips the school step
defineEvent('/school', 'team', { policy: canActAsSchool, handle: async () => positive({}) });

// @ts-expect-error a /school event says which of the school's areas it acts in
defineSchoolEvent('profile', { handle: async () => Promise.reject(new Error('x')) });

// The acting school reaches every handler.
defineSchoolEvent('editor', {
  area: null,
  handle: async (_input, ec) => Promise.reject(new Error(ec.school.name)),
});

// A declared student reaches the handler, in the scope it was declared with.
defineSchoolEvent('students/info', {
  area: 'students',
  student: { key: 'id', scope: 'accepted' },
  handle: async (_input, ec) => Promise.reject(new Error(ec.student.username)),
});

defineSchoolEvent('students/info', {
  area: 'students',
  // @ts-expect-error the student is named by a numeric field of the payload
  student: { key: 'name', scope: 'accepted' },
  handle: async () => Promise.reject(new Error('x')),
});

defineSchoolEvent('students/info', {
  area: 'students',
  // @ts-expect-error without a declared student, the handler has none
  handle: async (_input, ec) => Promise.reject(new Error(ec.student.username)),
});
