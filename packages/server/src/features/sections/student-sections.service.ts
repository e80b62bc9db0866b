import {
  canSwitchTo,
  ExamStatus,
  initialSection,
  mayUnlockSection,
  ResultCode,
  SectionStatus,
  ServerPushes,
  type MessageKey,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { listSections, type SectionRow } from '../content/content.repository.js';
import { pushProfileChanged } from '../students/profile.service.js';
import { pushToSchool, pushToUser } from '../students/student-pushes.js';
import { requestSchoolId } from '../students/student.policy.js';
import { findStudent, lockStudent } from '../students/student.repository.js';
import {
  findPreferredSection,
  listSectionCodes,
  listStudentSections,
  requestSection,
  setCurrentSection,
} from './student-sections.repository.js';

/** One licence section with the student's standing on it. */
export interface StudentSection {
  section: SectionRow;
  status: number;
  examStatus: number;
  schoolId: number | null;
}

export interface StudentSections {
  sections: StudentSection[];
  /** The section the student works in now (SPEC §4 initial-section rule). */
  current: string | null;
}

/** Every section in display order with the student's status, and the current one. */
export async function loadStudentSections(db: Db, studentId: number): Promise<StudentSections> {
  const [catalogue, rows, preferred] = await Promise.all([
    listSections(db),
    listStudentSections(db, studentId),
    findPreferredSection(db, studentId),
  ]);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const sections = catalogue.map((section) => {
    const own = byCode.get(section.code);
    return {
      section,
      status: own?.status ?? SectionStatus.locked,
      examStatus: own?.examStatus ?? ExamStatus.none,
      schoolId: own?.schoolId ?? null,
    };
  });
  const current = initialSection(
    sections.map((s) => ({ code: s.section.code, status: s.status })),
    preferred,
  );
  return { sections, current };
}

/** The current section alone, without the question counts the `sections` reply carries. */
export async function currentSection(db: Db, studentId: number): Promise<string | null> {
  const [codes, rows, preferred] = await Promise.all([
    listSectionCodes(db),
    listStudentSections(db, studentId),
    findPreferredSection(db, studentId),
  ]);
  const byCode = new Map(rows.map((r) => [r.code, r.status]));
  const statuses = codes.map((code) => ({
    code,
    status: byCode.get(code) ?? SectionStatus.locked,
  }));
  return initialSection(statuses, preferred);
}

function findOrFail(all: StudentSections, code: string): StudentSection {
  const found = all.sections.find((s) => s.section.code === code);
  if (!found) throw AppError.notFound('section.notFound');
  return found;
}

/** `section/change`: only to a requested or activated section (SPEC §4). */
export async function changeSection(
  ctx: AppContext,
  studentId: number,
  code: string,
): Promise<{ current: string }> {
  const target = findOrFail(await loadStudentSections(ctx.db, studentId), code);
  if (!canSwitchTo(target.status)) {
    throw new AppError(ResultCode.general, 'section.cannotSwitch');
  }
  const changed = await setCurrentSection(ctx.db, studentId, code);
  if (changed) {
    pushToUser(ctx, studentId, ServerPushes.sectionsChanged, { current: code });
    await pushProfileChanged(ctx, studentId);
  }
  return { current: code };
}

export interface EnableResult {
  code: string;
  status: number;
  /** False when the section was already activated or already requested from this school. */
  changed: boolean;
  message: MessageKey;
}

/**
 * `section-enable`: asks the student's school to activate a section; the row becomes requested,
 * which already opens it as demo. Without a verified school only one section may be unlocked
 * (SPEC §6); that refusal says how to get more (section.needsSchool) rather than the generic
 * general.demoBlocked, since linking to a school is the way out of the demo.
 */
export async function enableSection(
  ctx: AppContext,
  studentId: number,
  code: string,
): Promise<EnableResult> {
  const outcome = await ctx.db
    .transaction()
    .execute((trx) => requestInTransaction(trx, studentId, code));
  const { notifySchool, ...result } = outcome;
  if (result.changed) {
    pushToUser(ctx, studentId, ServerPushes.sectionsChanged, { code });
    if (notifySchool !== null) {
      pushToSchool(ctx, notifySchool, ServerPushes.pendingStudentsChanged, { studentId });
    }
  }
  return result;
}

/** The request itself; `notifySchool` is the school whose pending list changed, if any. */
async function requestInTransaction(
  trx: Db,
  studentId: number,
  code: string,
): Promise<EnableResult & { notifySchool: number | null }> {
  // The lock makes two tabs asking for two sections at once respect the one-section limit.
  if (!(await lockStudent(trx, studentId))) throw AppError.notFound();
  const student = (await findStudent(trx, studentId))!;
  const all = await loadStudentSections(trx, studentId);
  const target = findOrFail(all, code);
  if (target.status === SectionStatus.activated) {
    const message = 'section.alreadyActive';
    return { code, status: target.status, changed: false, message, notifySchool: null };
  }
  const statuses = all.sections.map((s) => ({ code: s.section.code, status: s.status }));
  if (!mayUnlockSection(statuses, code, { schoolVerified: student.schoolVerified })) {
    throw new AppError(ResultCode.general, 'section.needsSchool');
  }
  const schoolId = requestSchoolId(student);
  const message = schoolId === null ? 'section.demoOpened' : 'section.requestSent';
  if (target.status === SectionStatus.requested && target.schoolId === schoolId) {
    return { code, status: target.status, changed: false, message, notifySchool: null };
  }
  await requestSection(trx, { studentId, code, schoolId, at: Date.now() });
  await recordAudit(trx, {
    actorId: studentId,
    action: 'section.request',
    entity: 'student_section',
    entityId: `${studentId}:${code}`,
    details: { schoolId, previous: target.status },
  });
  return { code, status: SectionStatus.requested, changed: true, message, notifySchool: schoolId };
}
