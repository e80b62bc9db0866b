import {
  ResultCode,
  StudentSchoolStatus,
  studentListState,
  UserStatus,
  type StudentAddPayload,
  type StudentAddView,
  type StudentChangeView,
  type StudentPasswordPayload,
  type SchoolStudentInfoView,
  type StudentSavePayload,
} from '@kokpit/shared';
import { AppError, type FieldErrors } from '../../core/app-error.js';
import { pushSignout } from '../../realtime/pushes.js';
import { recordAudit } from '../audit/audit.repository.js';
import { hashPassword } from '../auth/password-hash.js';
import { listLiveSessionIds, revokeSessions } from '../auth/session.repository.js';
import { requestSection } from '../sections/student-sections.repository.js';
import { insertStudent } from '../signup/signup.repository.js';
import { uniqueViolation } from '../signup/unique-violation.js';
import { pushProfileChanged } from '../students/profile.service.js';
import {
  emailUsedByOther,
  lockStudent,
  refreshStudentSearchText,
  updateAccount,
  updateStudentDetails,
} from '../students/student.repository.js';
import {
  emailTaken,
  insertUser,
  setUserPassword,
  usernameTaken,
} from '../users/user.repository.js';
import type { SchoolCaller } from '../schools/school-access.js';
import { generatePassword, usernameCandidates } from './credentials.js';
import { updateSchoolFields, updateStudentComments } from './school-student-changes.repository.js';
import { pushListsChanged } from './school-student-pushes.js';
import { readStudentInfo } from './school-student-reads.service.js';
import { findSchoolStudent, type SchoolStudentRecord } from './school-students.repository.js';

/*
 * The school's hand on a student's account (SPEC §6): correct their details, make an account
 * for them, set a new password, keep notes. Only for the students the school accepted (the
 * school step loads them: realtime/school-scope.ts).
 */

/** An e-mail taken by another account between the check and the write is a form error too. */
async function mapEmailConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const v = uniqueViolation(error);
    if (v?.column === 'email') throw AppError.validation({ email: 'validation.emailTaken' });
    if (v?.column === 'username')
      throw AppError.validation({ username: 'validation.usernameTaken' });
    throw error;
  }
}

/** `students/save`: the student's account and the school's fields of them. */
export async function saveStudent(
  caller: SchoolCaller,
  student: SchoolStudentRecord,
  input: StudentSavePayload,
): Promise<SchoolStudentInfoView> {
  const { ctx, member } = caller;
  if (await emailUsedByOther(ctx.db, input.email, student.id)) {
    throw AppError.validation({ email: 'validation.emailTaken' });
  }
  await mapEmailConflict(() =>
    ctx.db.transaction().execute(async (trx) => {
      await lockStudent(trx, student.id);
      await updateSchoolFields(trx, student.id, { phone: input.phone, comments: input.comments });
      // Rewrites the searchable text too, with the phone saved just before.
      await updateAccount(trx, student.id, input);
      await updateStudentDetails(trx, student.id, input);
      await recordAudit(trx, {
        actorId: caller.userId,
        action: 'school.student-save',
        entity: 'student',
        entityId: student.id,
        ip: caller.ip,
        details: { schoolId: member.schoolId },
      });
    }),
  );
  await pushProfileChanged(ctx, student.id);
  pushListsChanged(ctx, member.schoolId, student.id, [studentListState(student.schoolStatus)]);
  return readStudentInfo(ctx.db, member.schoolId, (await findSchoolStudent(ctx.db, student.id))!);
}

/** The first candidate username nobody has (the school's own choice is checked as given). */
async function freeUsername(caller: SchoolCaller, input: StudentAddPayload): Promise<string> {
  if (input.username) return input.username;
  for (const candidate of usernameCandidates(input.email)) {
    if (!(await usernameTaken(caller.ctx.db, candidate))) return candidate;
  }
  throw AppError.validation({ username: 'validation.usernameTaken' });
}

/**
 * `students/add`: an active student of the school, verified, with a made password answered
 * once. A section asked for waits for the school to activate it (which costs a credit).
 */
export async function addStudent(
  caller: SchoolCaller,
  input: StudentAddPayload,
): Promise<StudentAddView> {
  const { ctx, member, lang } = caller;
  const errors: FieldErrors = {};
  if (await emailTaken(ctx.db, input.email)) errors.email = 'validation.emailTaken';
  if (input.username && (await usernameTaken(ctx.db, input.username))) {
    errors.username = 'validation.usernameTaken';
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const username = await freeUsername(caller, input);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const at = Date.now();
  const id = await mapEmailConflict(() =>
    ctx.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        username,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        lang,
        status: UserStatus.active,
        sectionCode: input.section ?? null,
        isDemo: false,
        roles: ['student'],
      });
      await insertStudent(trx, {
        userId,
        schoolId: member.schoolId,
        schoolStatus: StudentSchoolStatus.active,
        schoolVerified: true,
        age: input.age ?? null,
        gender: input.gender ?? null,
        level: input.level ?? 1,
        at,
      });
      await updateSchoolFields(trx, userId, { phone: input.phone, comments: input.comments });
      await refreshStudentSearchText(trx, userId);
      if (input.section) {
        await requestSection(trx, {
          studentId: userId,
          code: input.section,
          schoolId: member.schoolId,
          at,
        });
      }
      await recordAudit(trx, {
        actorId: caller.userId,
        action: 'school.student-add',
        entity: 'student',
        entityId: userId,
        ip: caller.ip,
        details: { schoolId: member.schoolId, section: input.section ?? null },
      });
      return userId;
    }),
  );
  pushListsChanged(ctx, member.schoolId, id, ['active']);
  const student = await readStudentInfo(
    ctx.db,
    member.schoolId,
    (await findSchoolStudent(ctx.db, id))!,
  );
  return { student, credentials: { username: student.username, password } };
}

/**
 * `students/password`: the school sets a new password; whoever is signed in as the student
 * (perhaps with the old one) is signed out and told why.
 */
export async function setStudentPassword(
  caller: SchoolCaller,
  student: SchoolStudentRecord,
  input: StudentPasswordPayload,
): Promise<void> {
  const { ctx, member } = caller;
  const passwordHash = await hashPassword(input.password);
  const at = Date.now();
  const revoked = await ctx.db.transaction().execute(async (trx) => {
    await setUserPassword(trx, student.id, passwordHash);
    const live = await listLiveSessionIds(trx, student.id, at);
    await revokeSessions(trx, live, at);
    await recordAudit(trx, {
      actorId: caller.userId,
      action: 'password.change',
      entity: 'user',
      entityId: student.id,
      ip: caller.ip,
      details: { via: 'school', schoolId: member.schoolId, revokedSessions: live.length },
    });
    return live;
  });
  pushSignout(ctx, revoked, 'auth.passwordChanged');
}

/** `students/comments`: the school's notes, which the student never sees. */
export async function saveComments(
  caller: SchoolCaller,
  student: SchoolStudentRecord,
  comments: string,
): Promise<StudentChangeView> {
  const { ctx, member } = caller;
  const saved = await updateStudentComments(ctx.db, {
    studentId: student.id,
    schoolId: member.schoolId,
    comments,
  });
  // SPEC §8: the student left the school meanwhile.
  if (!saved) throw new AppError(ResultCode.general, 'error.saveComments');
  const state = studentListState(student.schoolStatus);
  pushListsChanged(ctx, member.schoolId, student.id, [state]);
  return { id: student.id, state };
}
