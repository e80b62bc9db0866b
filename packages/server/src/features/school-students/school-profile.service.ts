import type { SchoolProfileSavePayload, SchoolProfileView } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { SchoolCaller } from '../schools/school-access.js';
import { findSchoolProfile, updateSchoolProfile } from '../schools/school-profile.repository.js';
import { presentSchoolProfile } from './school-students.presenter.js';

/** `profile`: the school's own fields, for the profile dialog. */
export async function readSchoolProfile(db: Db, schoolId: number): Promise<SchoolProfileView> {
  const profile = await findSchoolProfile(db, schoolId);
  if (!profile) throw AppError.notFound('school.notFound');
  return presentSchoolProfile(profile);
}

/**
 * `profile/save` (SPEC §3 school fields): a manager's; the coupon prefix is kept, since codes
 * already printed carry it.
 */
export async function saveSchoolProfile(
  caller: SchoolCaller,
  input: SchoolProfileSavePayload,
): Promise<SchoolProfileView> {
  const { ctx, member } = caller;
  await ctx.db.transaction().execute(async (trx) => {
    const school = await findSchoolProfile(trx, member.schoolId);
    if (!school) throw AppError.notFound('school.notFound');
    // The dialog sends every field; an optional one left out is blanked (the email is kept).
    const { area = '', region = '', postalCode = '', mobile = '' } = input;
    const changes = { ...input, area, region, postalCode, mobile };
    await updateSchoolProfile(trx, school, changes, Date.now());
    await recordAudit(trx, {
      actorId: caller.userId,
      action: 'school.profile-save',
      entity: 'school',
      entityId: member.schoolId,
      ip: caller.ip,
    });
  });
  return readSchoolProfile(ctx.db, member.schoolId);
}
