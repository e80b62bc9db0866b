import {
  ARCHIVE_RESULT_CODES,
  couponReturnsOnDelete,
  overallProgress,
  ResultCode,
  ServerPushes,
  studentActionAllowed,
  studentListState,
  type MessageKey,
  type StudentAction,
  type StudentArchivePayload,
  type StudentChangeView,
  type StudentDeleteView,
  type StudentListState,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { pushSignout } from '../../realtime/pushes.js';
import { recordAudit } from '../audit/audit.repository.js';
import { listLiveSessionIds, revokeSessions } from '../auth/session.repository.js';
import { pushAccountChanged } from '../billing/account.service.js';
import { releaseCouponOnDelete } from '../coupons/coupon.service.js';
import { sectionQuestionCount } from '../statistics/section-readiness.js';
import { pushProfileChanged } from '../students/profile.service.js';
import type { SchoolCaller } from '../schools/school-access.js';
import { pushToSchool, pushToUser } from '../students/student-pushes.js';
import { pushListsChanged } from './school-student-pushes.js';
import {
  approveStudent,
  archiveStudent,
  deleteStudentAccount,
  findUsedCoupon,
  reconsiderStudent,
  rejectStudent,
  restoreStudent,
} from './school-student-changes.repository.js';
import { listSectionsOf, type SchoolStudentRecord } from './school-students.repository.js';

/*
 * A student's life with the school (SPEC §4): approve, reject (and take it back), archive,
 * restore, delete. The
 * school step has loaded the student within the school (a request for approve and reject, a
 * rejected one to reconsider, an accepted student for the rest). Each change is one transaction with its audit row; the
 * pushes follow the commit: the school's other tabs refetch the lists the student left and
 * entered, and the student hears of it (profile-changed, sections-changed) or, rejected or
 * deleted, is signed out with the reason.
 */

interface StateChange {
  action: StudentAction;
  /** The list the student ends in. */
  to: StudentListState;
  /** The student's sessions end with the change (a rejection: they were waiting for us). */
  signOut?: boolean;
  /** Why it fails when the student is not (or no longer) in the state it starts from. */
  wrongState: MessageKey;
  write: (db: Db, target: { studentId: number; schoolId: number; at: number }) => Promise<boolean>;
  details?: Record<string, unknown>;
}

/** Runs a change, then the pushes; the sessions it ended are returned. */
async function changeState(
  caller: SchoolCaller,
  student: SchoolStudentRecord,
  change: StateChange,
): Promise<number[]> {
  const { ctx, member } = caller;
  const wrongState = () => new AppError(ResultCode.general, change.wrongState);
  if (!studentActionAllowed(student.schoolStatus, change.action)) throw wrongState();
  const studentId = student.id;
  const at = Date.now();
  const signedOut = await ctx.db.transaction().execute(async (trx) => {
    const target = { studentId, schoolId: member.schoolId, at };
    // The student's state changed since it was read: the write finds no row in that state.
    if (!(await change.write(trx, target))) throw wrongState();
    await recordAudit(trx, {
      actorId: caller.userId,
      action: `school.student-${change.action}`,
      entity: 'student',
      entityId: studentId,
      ip: caller.ip,
      details: { schoolId: member.schoolId, ...change.details },
    });
    if (!change.signOut) return [];
    const live = await listLiveSessionIds(trx, studentId, at);
    await revokeSessions(trx, live, at);
    return live;
  });
  pushListsChanged(ctx, member.schoolId, studentId, [
    studentListState(student.schoolStatus),
    change.to,
  ]);
  return signedOut;
}

export async function approve(
  caller: SchoolCaller,
  student: SchoolStudentRecord,
): Promise<StudentChangeView> {
  await changeState(caller, student, {
    action: 'approve',
    to: 'active',
    wrongState: 'school.students.notPending',
    write: approveStudent,
  });
  await pushProfileChanged(caller.ctx, student.id);
  return { id: student.id, state: 'active' };
}

/** A rejected student's sessions end, told why: they were waiting for this school. */
export async function reject(
  caller: SchoolCaller,
  student: SchoolStudentRecord,
): Promise<StudentChangeView> {
  const signedOut = await changeState(caller, student, {
    action: 'reject',
    to: 'rejected',
    signOut: true,
    wrongState: 'school.students.notPending',
    write: rejectStudent,
  });
  pushSignout(caller.ctx, signedOut, 'school.students.rejectedSignout');
  return { id: student.id, state: 'rejected' };
}

/** A rejection taken back (the rejected list): the request waits for the school again. */
export async function reconsider(
  caller: SchoolCaller,
  student: SchoolStudentRecord,
): Promise<StudentChangeView> {
  await changeState(caller, student, {
    action: 'reconsider',
    to: 'pending',
    wrongState: 'school.students.notRejected',
    write: reconsiderStudent,
  });
  await pushProfileChanged(caller.ctx, student.id);
  return { id: student.id, state: 'pending' };
}

export async function archive(
  caller: SchoolCaller,
  student: SchoolStudentRecord,
  input: StudentArchivePayload,
): Promise<StudentChangeView> {
  const result = ARCHIVE_RESULT_CODES[input.result];
  await changeState(caller, student, {
    action: 'archive',
    to: 'archived',
    wrongState: 'school.students.notActive',
    write: (db, t) => archiveStudent(db, { ...t, result, comment: input.comment ?? '' }),
    details: { result: input.result },
  });
  await tellStudent(caller.ctx, student);
  return { id: student.id, state: 'archived' };
}

export async function restore(
  caller: SchoolCaller,
  student: SchoolStudentRecord,
): Promise<StudentChangeView> {
  await changeState(caller, student, {
    action: 'restore',
    to: 'active',
    wrongState: 'school.students.notArchived',
    write: restoreStudent,
  });
  await tellStudent(caller.ctx, student);
  return { id: student.id, state: 'active' };
}

/** Their standing with the school and their sections' exam status changed. */
async function tellStudent(ctx: AppContext, student: SchoolStudentRecord): Promise<void> {
  await pushProfileChanged(ctx, student.id);
  pushToUser(ctx, student.id, ServerPushes.sectionsChanged, { code: student.currentSection });
}

/**
 * The student's progress where their coupon counts: the coupon's section, or (a coupon for
 * any section) the furthest they got in any.
 */
async function couponProgress(db: Db, studentId: number, section: string | null): Promise<number> {
  const at = Date.now();
  const sections = (await listSectionsOf(db, [studentId])).filter(
    (s) => section === null || s.code === section,
  );
  let furthest = 0;
  for (const s of sections) {
    const questions = await sectionQuestionCount(db, s.code, at);
    furthest = Math.max(furthest, overallProgress(s.counters?.progressSum ?? 0, questions));
  }
  return furthest;
}

/**
 * `students/delete`: the account goes with everything it did. Billing settles what the student
 * leaves (coupon.service `releaseCouponOnDelete`): their coupon returns to the school as free
 * when they got under 5% (SPEC §9), else stays used, and their activations not charged yet are
 * released. Their sessions end; the school's tabs hear of the list, the coupons and the account.
 */
export async function remove(
  caller: SchoolCaller,
  student: SchoolStudentRecord,
): Promise<StudentDeleteView> {
  const { ctx, member } = caller;
  const id = student.id;
  const coupon = await findUsedCoupon(ctx.db, id, member.schoolId);
  const progress = await couponProgress(ctx.db, id, coupon?.sectionCode ?? null);
  const couponFreed = coupon !== undefined && couponReturnsOnDelete(progress);
  const at = Date.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const sessions = await listLiveSessionIds(trx, id, at);
    const accounts = await releaseCouponOnDelete(trx, id, progress, at);
    await recordAudit(trx, {
      actorId: caller.userId,
      action: 'school.student-delete',
      entity: 'student',
      entityId: id,
      ip: caller.ip,
      details: {
        schoolId: member.schoolId,
        username: student.username,
        couponId: coupon?.id ?? null,
        progress,
        couponFreed,
      },
    });
    if (!(await deleteStudentAccount(trx, id))) throw AppError.notFound('school.students.notFound');
    return { sessions, accounts };
  });
  pushSignout(ctx, outcome.sessions, 'school.students.deletedSignout');
  pushListsChanged(ctx, member.schoolId, id, [studentListState(student.schoolStatus)]);
  for (const schoolId of outcome.accounts) {
    pushToSchool(ctx, schoolId, ServerPushes.couponsChanged, {});
    await pushAccountChanged(ctx, schoolId);
  }
  return { id, couponFreed };
}
