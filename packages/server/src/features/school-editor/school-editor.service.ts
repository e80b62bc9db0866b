import { createHash } from 'node:crypto';
import {
  LOGO_TYPES,
  parseLogoDataUrl,
  sniffImageType,
  ServerPushes,
  type SchoolAccountSavePayload,
  type SchoolEditorView,
  type SchoolLocationsSavePayload,
  type SchoolLogoSavePayload,
  type SchoolTextsSavePayload,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { pushSignout } from '../../realtime/pushes.js';
import { recordAudit } from '../audit/audit.repository.js';
import { endOtherSessions } from '../auth/password-change.js';
import { hashPassword, verifyPassword } from '../auth/password-hash.js';
import { findPasswordHash } from '../password-reset/password-reset.repository.js';
import type { SchoolCaller } from '../schools/school-access.js';
import { pushToSchool } from '../students/student-pushes.js';
import { setUserPassword } from '../users/user.repository.js';
import {
  findSchoolProfile,
  updateSchoolProfile,
  type SchoolProfileRow,
} from '../schools/school-profile.repository.js';
import { presentEditor } from './school-editor.presenter.js';
import { replaceBranches, saveLogo } from './school-editor.repository.js';
import { schoolBranches } from './school-presentation.js';

async function loadSchool(db: Db, schoolId: number): Promise<SchoolProfileRow> {
  const school = await findSchoolProfile(db, schoolId);
  if (!school) throw AppError.notFound('school.notFound');
  return school;
}

/** `editor`: the three tabs' fields. */
export async function readEditor(db: Db, schoolId: number): Promise<SchoolEditorView> {
  const school = await loadSchool(db, schoolId);
  return presentEditor(school, await schoolBranches(db, school));
}

/**
 * Runs one save in a transaction with its audit row (who, what), then tells the school's
 * other sessions (`profile-changed`) and answers the editor as it now is.
 */
async function save(
  caller: SchoolCaller,
  action: string,
  write: (db: Db, school: SchoolProfileRow, at: number) => Promise<void>,
  details: Record<string, unknown> = {},
): Promise<SchoolEditorView> {
  const { ctx, member } = caller;
  await ctx.db.transaction().execute(async (trx) => {
    const school = await loadSchool(trx, member.schoolId);
    await write(trx, school, Date.now());
    await recordAudit(trx, {
      actorId: caller.userId,
      action,
      entity: 'school',
      entityId: member.schoolId,
      ip: caller.ip,
      details,
    });
  });
  pushToSchool(ctx, member.schoolId, ServerPushes.profileChanged, {
    schoolId: member.schoolId,
    by: caller.userId,
  });
  return readEditor(ctx.db, member.schoolId);
}

/**
 * `editor/account`: name and contacts; a new password for the caller's own account, which
 * signs out every other session of it (as a student's `profile/save` does) and is audited.
 */
export async function saveAccount(
  caller: SchoolCaller & {
    /** The caller's session, which a password change keeps. */
    session: { sessionId: number };
  },
  input: SchoolAccountSavePayload,
): Promise<SchoolEditorView> {
  let passwordHash: string | null = null;
  if (input.password !== undefined) {
    const current = await findPasswordHash(caller.ctx.db, caller.userId);
    const ok = current ? await verifyPassword(input.currentPassword ?? '', current) : false;
    if (!ok) throw AppError.validation({ currentPassword: 'school.editor.currentPasswordWrong' });
    passwordHash = await hashPassword(input.password);
  }
  let signedOut: number[] = [];
  const view = await save(
    caller,
    'school.editor-account',
    async (db, school, at) => {
      const { name, managerName, phone, mobile = '', email } = input;
      await updateSchoolProfile(db, school, { name, managerName, phone, mobile, email }, at);
      if (!passwordHash) return;
      await setUserPassword(db, caller.userId, passwordHash);
      signedOut = await endOtherSessions(db, {
        userId: caller.userId,
        keepSessionId: caller.session.sessionId,
        ip: caller.ip,
        via: 'school-editor',
      });
    },
    { passwordChanged: passwordHash !== null },
  );
  pushSignout(caller.ctx, signedOut, 'auth.passwordChanged');
  return view;
}

/** `editor/texts`: the welcome and description per language (Greek the fallback). */
export function saveTexts(
  caller: SchoolCaller,
  input: SchoolTextsSavePayload,
): Promise<SchoolEditorView> {
  return save(caller, 'school.editor-texts', (db, school, at) =>
    updateSchoolProfile(db, school, { texts: JSON.stringify(input.texts) }, at),
  );
}

/** `editor/locations`: every branch; the first is the school's place on maps and in search. */
export function saveLocations(
  caller: SchoolCaller,
  input: SchoolLocationsSavePayload,
): Promise<SchoolEditorView> {
  return save(
    caller,
    'school.editor-locations',
    (db, school, at) => replaceBranches(db, school, input.locations, at),
    { branches: input.locations.length },
  );
}

/**
 * `editor/logo`: a small picture kept in the database (schema-checked size); null removes it.
 * Its type is read from its bytes, as the back office's uploads are checked: a PNG, JPEG or
 * WebP is stored as what it is, whatever the browser labelled it (a file's label is its
 * extension's), and anything else, a page or a script labelled `image/png`, is refused.
 */
export async function saveSchoolLogo(
  caller: SchoolCaller,
  input: SchoolLogoSavePayload,
): Promise<SchoolEditorView> {
  const parsed = input.dataUrl ? parseLogoDataUrl(input.dataUrl) : null;
  const bytes = parsed ? Buffer.from(parsed.base64, 'base64') : null;
  const contentType = bytes ? sniffImageType(bytes) : null;
  if (bytes && !LOGO_TYPES.some((t) => t === contentType)) {
    throw AppError.validation({ dataUrl: 'school.editor.logoType' });
  }
  const logo =
    bytes && contentType
      ? { contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') }
      : null;
  return save(caller, 'school.editor-logo', (db, school, at) => saveLogo(db, school.id, logo, at), {
    bytes: bytes?.length ?? 0,
  });
}
