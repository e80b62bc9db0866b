import { canActAsSchool, positive, translate, type SchoolPermission } from '@kokpit/shared';
import {
  defineEvent,
  type AuthedEventContext,
  type EventDefinition,
} from '../../realtime/events.js';
import { requireSchoolMember } from '../schools/school-access.js';
import { readSchoolHighlights } from './school-highlights.service.js';
import { readSchoolProfile, saveSchoolProfile } from './school-profile.service.js';
import {
  addStudent,
  saveComments,
  saveStudent,
  setStudentPassword,
} from './school-student-accounts.service.js';
import {
  approve,
  archive,
  reject,
  remove,
  restore,
  type SchoolCaller,
} from './school-student-lifecycle.service.js';
import {
  listStudents,
  loadOwnStudent,
  readStudentInfo,
  readStudentStatistics,
  schoolActor,
  searchStudents,
} from './school-student-reads.service.js';

/*
 * `/school` events about the school's students (shared/realtime/school-students.ts). Every
 * event is open to school accounts (canActAsSchool); which school they act for, whether their
 * role allows the area and whether the operators approved the school are read per call
 * (requireSchoolMember), and each student is looked up within that school only.
 */

async function callerOf(
  ec: AuthedEventContext,
  area: SchoolPermission | null,
): Promise<SchoolCaller> {
  const member = await requireSchoolMember(ec.ctx.db, ec.session.userId, area);
  return {
    ctx: ec.ctx,
    actor: schoolActor(ec.actor, member),
    member,
    userId: ec.session.userId,
    ip: ec.ip,
  };
}

const highlightsEvent = defineEvent('/school', 'highlights', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const { member } = await callerOf(ec, 'students');
    return positive(await readSchoolHighlights(ec.ctx.db, member.schoolId, input?.section));
  },
});

const listEvent = defineEvent('/school', 'students/list', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const { member } = await callerOf(ec, 'students');
    return positive(await listStudents(ec.ctx.db, member, input));
  },
});

const searchEvent = defineEvent('/school', 'students/search', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const { member } = await callerOf(ec, 'students');
    return positive(await searchStudents(ec.ctx.db, member, input));
  },
});

const infoEvent = defineEvent('/school', 'students/info', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const caller = await callerOf(ec, 'students');
    const student = await loadOwnStudent(ec.ctx.db, caller.actor, input.id, 'view');
    return positive(await readStudentInfo(ec.ctx.db, caller.member.schoolId, student));
  },
});

const approveEvent = defineEvent('/school', 'students/approve', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await approve(await callerOf(ec, 'students'), input.id);
    return positive(view, translate(ec.lang, 'school.students.approved'));
  },
});

const rejectEvent = defineEvent('/school', 'students/reject', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await reject(await callerOf(ec, 'students'), input.id);
    return positive(view, translate(ec.lang, 'school.students.rejected'));
  },
});

const archiveEvent = defineEvent('/school', 'students/archive', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await archive(await callerOf(ec, 'students'), input);
    return positive(view, translate(ec.lang, 'school.students.archived'));
  },
});

const restoreEvent = defineEvent('/school', 'students/restore', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await restore(await callerOf(ec, 'students'), input.id);
    return positive(view, translate(ec.lang, 'school.students.restored'));
  },
});

const saveEvent = defineEvent('/school', 'students/save', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await saveStudent(await callerOf(ec, 'students'), input);
    return positive(view, translate(ec.lang, 'school.students.saved'));
  },
});

const addEvent = defineEvent('/school', 'students/add', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await addStudent(await callerOf(ec, 'students'), input, ec.lang);
    return positive(view, translate(ec.lang, 'school.students.added'));
  },
});

const statsEvent = defineEvent('/school', 'students/stats', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const caller = await callerOf(ec, 'students');
    return positive(await readStudentStatistics(ec.ctx.db, caller.actor, input, ec.lang));
  },
});

const deleteEvent = defineEvent('/school', 'students/delete', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await remove(await callerOf(ec, 'students'), input.id);
    return positive(view, translate(ec.lang, 'school.students.deleted'));
  },
});

const passwordEvent = defineEvent('/school', 'students/password', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    await setStudentPassword(await callerOf(ec, 'students'), input);
    return positive({}, translate(ec.lang, 'school.students.passwordChanged'));
  },
});

const commentsEvent = defineEvent('/school', 'students/comments', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await saveComments(await callerOf(ec, 'students'), input);
    return positive(view, translate(ec.lang, 'school.students.commentsSaved'));
  },
});

/** Any member may read the school's card, even before the operators approve the school. */
const profileEvent = defineEvent('/school', 'profile', {
  policy: canActAsSchool,
  handle: async (_input, ec) => positive(await readSchoolProfile(await callerOf(ec, null))),
});

const profileSaveEvent = defineEvent('/school', 'profile/save', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await saveSchoolProfile(await callerOf(ec, 'profile'), input);
    return positive(view, translate(ec.lang, 'school.students.profileSaved'));
  },
});

/** `/school` events about the school's students (shared/realtime/school-students.ts). */
export const schoolStudentEvents: EventDefinition<'/school'>[] = [
  highlightsEvent,
  listEvent,
  searchEvent,
  infoEvent,
  approveEvent,
  rejectEvent,
  archiveEvent,
  restoreEvent,
  saveEvent,
  addEvent,
  statsEvent,
  deleteEvent,
  passwordEvent,
  commentsEvent,
  profileEvent,
  profileSaveEvent,
];
