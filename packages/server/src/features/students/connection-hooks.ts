import type { ConnectionHook } from '../../realtime/io.js';
import { schoolRoleAllows } from '@kokpit/shared';
import { schoolMoneyRoom, schoolRoom } from '../../realtime/socket-state.js';
import { currentSection } from '../sections/student-sections.service.js';
import { athensDay } from '../statistics/athens-day.js';
import { findMembership } from '../schools/school-member.repository.js';
import { findStudent } from './student.repository.js';
import { recordDailyVisit } from './visit.repository.js';

/** A /student connection is a visit to the student's current section (one a day). */
export const countVisit: ConnectionHook = async (ctx, socket) => {
  const userId = socket.data.session?.userId;
  if (userId === undefined) return;
  // daily_activity references the students row; an account without one has nothing to count.
  if (!(await findStudent(ctx.db, userId))) return;
  const sectionCode = await currentSection(ctx.db, userId);
  if (!sectionCode) return;
  await recordDailyVisit(ctx.db, { studentId: userId, sectionCode, day: athensDay(Date.now()) });
};

/**
 * A school member's /school sockets join `school:{id}`, where its student-list pushes go, and
 * act for that school (the policies' `actor.schoolId`); a member with money powers (a
 * manager) also joins `school-money:{id}`, where the account's pushes go: a teacher sees no
 * money figures (issue 31 item 6).
 */
export const joinSchoolRoom: ConnectionHook = async (ctx, socket) => {
  const session = socket.data.session;
  if (!session) return;
  const membership = await findMembership(ctx.db, session.userId);
  if (!membership) return;
  session.schoolId = membership.schoolId;
  await socket.join(schoolRoom(membership.schoolId));
  if (schoolRoleAllows(membership.role, 'credits')) {
    await socket.join(schoolMoneyRoom(membership.schoolId));
  }
};
