import {
  canManageSection,
  canViewStudent,
  ResultCode,
  SectionStatus,
  ServerPushes,
  type ActorFields,
  type MessageKey,
  type SchoolAccountView,
  type SchoolSectionPayload,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import type { SchoolCaller } from '../schools/school-access.js';
import type { BillingSchool } from './billing-school.repository.js';
import { findStudent, lockStudent } from '../students/student.repository.js';
import { pushToSchool, pushToUser } from '../students/student-pushes.js';
import { pushAccountChanged } from './account.service.js';
import { releaseActivation, reserveActivation } from './activation-ledger.js';
import { lockSchoolRow } from './ledger.repository.js';
import { findSectionRow, writeSectionStatus } from './school-sections.repository.js';

/*
 * `section/activate`, `section/reactivate`, `section/reject` (SPEC §4, §6): a school acts on a
 * section of one of its active students (shared `canManageSection`). Activating reserves an
 * activation in the ledger (none left: "Error while activating the section!"); rejecting before
 * the 10% charge releases it. The school step found the student among those the school
 * accepted; under the school's lock the student is read again, as the money needs it now.
 */

export type SectionAction = 'activate' | 'reactivate' | 'reject';

/** Which states each action starts from (no row: the section was never asked for). */
const FROM: Record<SectionAction, readonly (number | null)[]> = {
  activate: [null, SectionStatus.locked, SectionStatus.requested],
  reactivate: [SectionStatus.deactivated],
  reject: [SectionStatus.requested, SectionStatus.activated],
};

const TO: Record<SectionAction, number> = {
  activate: SectionStatus.activated,
  reactivate: SectionStatus.activated,
  reject: SectionStatus.deactivated,
};

export const SECTION_ACTION_MESSAGE: Record<SectionAction, MessageKey> = {
  activate: 'school.billing.sectionActivated',
  reactivate: 'school.billing.sectionReactivated',
  reject: 'school.billing.sectionRejected',
};

export interface SectionOutcome {
  student: number;
  section: string;
  status: number;
  charged: boolean;
}

const activationError = () => new AppError(ResultCode.general, 'error.activation');

async function actOnSection(
  db: Db,
  actor: ActorFields,
  school: BillingSchool,
  action: SectionAction,
  input: SchoolSectionPayload,
  at: number,
): Promise<SectionOutcome> {
  const notFound = AppError.notFound('school.students.notFound');
  if (!(await lockStudent(db, input.student))) throw notFound;
  const student = await findStudent(db, input.student);
  if (!student || !canViewStudent(actor, student)) throw notFound;
  if (!canManageSection(actor, school, student)) {
    throw new AppError(ResultCode.general, 'school.billing.studentNotActive');
  }
  const actorId = actor.userId;
  const row = await findSectionRow(db, input.student, input.section);
  const ours = row?.schoolId === school.id;
  const charged = ours && row.chargedAt !== null;
  const ref = {
    schoolId: school.id,
    studentId: input.student,
    section: input.section,
    at,
    actorId,
  };
  // Asked again for what is already so: nothing changes, nothing is reserved twice.
  if (row && ours && row.status === TO[action]) {
    return { student: input.student, section: input.section, status: row.status, charged };
  }
  if (!FROM[action].includes(row?.status ?? null)) {
    if (action === 'reject') throw AppError.notFound('section.notFound');
    throw activationError();
  }
  if (action === 'reject') {
    if (ours) await releaseActivation(db, ref);
  } else if (!charged && !(await reserveActivation(db, ref))) {
    throw activationError();
  }
  const write = { ...ref, status: TO[action] };
  await writeSectionStatus(db, write, action !== 'reject', ours);
  return { student: input.student, section: input.section, status: TO[action], charged };
}

/**
 * One of the three actions, in a transaction holding the school's row; pushes once committed.
 * Answers the outcome and the account it pushed.
 */
export async function changeStudentSection(
  caller: SchoolCaller,
  action: SectionAction,
  input: SchoolSectionPayload,
): Promise<SectionOutcome & { account: SchoolAccountView }> {
  const { ctx, school } = caller;
  const at = Date.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await lockSchoolRow(trx, ctx.dialect, school.id);
    return actOnSection(trx, caller.actor, school, action, input, at);
  });
  pushToUser(ctx, input.student, ServerPushes.sectionsChanged, { code: input.section });
  pushToSchool(ctx, school.id, ServerPushes.activeStudentsChanged, { studentId: input.student });
  return { ...outcome, account: await pushAccountChanged(ctx, school.id) };
}
