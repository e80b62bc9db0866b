import {
  readStudentSettings,
  ServerPushes,
  type ProfileSavePayload,
  type SettingsSavePayload,
  type StudentSettings,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { hashPassword, verifyPassword } from '../auth/password-hash.js';
import { endOtherSessions } from '../auth/password-change.js';
import { uniqueViolation } from '../signup/unique-violation.js';
import { presentUser } from '../users/user.presenter.js';
import { findUserRecord, type UserRecord } from '../users/user.repository.js';
import { pushToUser } from './student-pushes.js';
import {
  emailUsedByOther,
  findStudent,
  lockStudent,
  updateAccount,
  updateSettings,
  updateStudentDetails,
  type StudentRow,
} from './student.repository.js';

export interface StudentProfile {
  user: UserRecord;
  student: StudentRow;
  settings: StudentSettings;
}

function parseStoredSettings(text: string): StudentSettings {
  try {
    return readStudentSettings(JSON.parse(text));
  } catch {
    return readStudentSettings({});
  }
}

export async function loadProfile(db: Db, userId: number): Promise<StudentProfile> {
  const [user, student] = await Promise.all([findUserRecord(db, userId), findStudent(db, userId)]);
  if (!user || !student) throw AppError.notFound();
  return { user, student, settings: parseStoredSettings(student.settings) };
}

/** Tells every tab and device of the user that their profile changed, with the new user. */
export async function pushProfileChanged(ctx: AppContext, userId: number): Promise<void> {
  const user = await findUserRecord(ctx.db, userId);
  if (user) pushToUser(ctx, userId, ServerPushes.profileChanged, presentUser(user, ctx.config));
}

export interface SavedProfile extends StudentProfile {
  /** The student's other sessions, ended by a password change (for the transport to sign out). */
  revokedSessionIds: number[];
}

/**
 * `profile/save` (SPEC §5): the e-mail must stay unique; an empty password keeps the current
 * one. A new one needs the current password, is stored hashed and audited, and ends every
 * other session of the student: whoever knew the old password is signed out everywhere.
 */
export async function saveProfile(
  ctx: AppContext,
  userId: number,
  input: ProfileSavePayload,
  meta: { ip: string; sessionId: number },
): Promise<SavedProfile> {
  if (await emailUsedByOther(ctx.db, input.email, userId)) {
    throw AppError.validation({ email: 'validation.emailTaken' });
  }
  if (input.password) {
    const user = await findUserRecord(ctx.db, userId);
    if (!user) throw AppError.notFound();
    // An account without a password has no current one to give: it sets one by a reset link.
    const current = user.password_hash;
    if (current === null || !(await verifyPassword(input.currentPassword ?? '', current))) {
      throw AppError.validation({ currentPassword: 'validation.currentPasswordWrong' });
    }
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  let revokedSessionIds: number[] = [];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await lockStudent(trx, userId))) throw AppError.notFound();
      await updateAccount(trx, userId, { ...input, passwordHash });
      await updateStudentDetails(trx, userId, input);
      if (passwordHash) {
        revokedSessionIds = await endOtherSessions(trx, {
          userId,
          keepSessionId: meta.sessionId,
          ip: meta.ip,
          via: 'profile',
        });
      }
    });
  } catch (error) {
    // Another account took the e-mail between the check and the update.
    if (uniqueViolation(error)?.column === 'email') {
      throw AppError.validation({ email: 'validation.emailTaken' });
    }
    throw error;
  }
  await pushProfileChanged(ctx, userId);
  return { ...(await loadProfile(ctx.db, userId)), revokedSessionIds };
}

/** `settings/save`: the fields sent are merged into the stored settings. */
export async function saveSettings(
  ctx: AppContext,
  userId: number,
  input: SettingsSavePayload,
): Promise<StudentSettings> {
  const settings = await ctx.db.transaction().execute(async (trx) => {
    // Locked so two tabs saving different fields at once both keep their change.
    if (!(await lockStudent(trx, userId))) throw AppError.notFound();
    const stored = await findStudent(trx, userId);
    const merged = { ...parseStoredSettings(stored?.settings ?? '{}'), ...input };
    await updateSettings(trx, userId, JSON.stringify(merged));
    return merged;
  });
  await pushProfileChanged(ctx, userId);
  return settings;
}
