import {
  DEFAULT_LANGUAGE,
  isLanguage,
  ResultCode,
  SchoolStatus,
  ServerPushes,
  translate,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { pushToUser } from '../students/student-pushes.js';
import { presentUser } from '../users/user.presenter.js';
import { findUserRecord } from '../users/user.repository.js';
import { auditOperation } from './operations-audit.js';
import {
  decidePendingSchool,
  findSchoolForReview,
  schoolMemberIds,
  type SchoolForReview,
} from './school-approval.repository.js';

/*
 * The operators approve or reject a newly registered school (SPEC §4). Approved, it appears on
 * the partner map and its members may activate students; either way the school is told by
 * e-mail, and its open tabs at once (their `profile-changed` carries the new schoolStatus).
 */

export type SchoolDecision = 'approve' | 'reject';

const notPending = () => new AppError(ResultCode.general, 'admin.ops.schoolNotPending');

export async function decideSchool(
  ctx: AppContext,
  input: { schoolId: number; decision: SchoolDecision; ip?: string },
  actorId: number,
): Promise<SchoolForReview> {
  const status = input.decision === 'approve' ? SchoolStatus.approved : SchoolStatus.rejected;
  const at = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    const decided = await decidePendingSchool(trx, {
      schoolId: input.schoolId,
      status,
      actorId,
      at,
    });
    if (!decided) throw notPending();
    await auditOperation(trx, {
      actorId,
      action: `school.${input.decision}`,
      table: 'schools',
      key: { id: input.schoolId },
      before: { status: SchoolStatus.pending, approved_at: null, approved_by: null },
      after: {
        status,
        approved_at: status === SchoolStatus.approved ? at : null,
        approved_by: status === SchoolStatus.approved ? actorId : null,
      },
      ip: input.ip,
    });
  });
  const school = await findSchoolForReview(ctx.db, input.schoolId);
  if (!school) throw notPending();
  await tellMembers(ctx, input.schoolId);
  mailDecision(ctx, school, input.decision).catch((err: unknown) =>
    ctx.logger.error({ err, schoolId: school.id }, 'school decision mail failed'),
  );
  return school;
}

async function tellMembers(ctx: AppContext, schoolId: number): Promise<void> {
  for (const userId of await schoolMemberIds(ctx.db, schoolId)) {
    const user = await findUserRecord(ctx.db, userId);
    if (user) pushToUser(ctx, userId, ServerPushes.profileChanged, presentUser(user, ctx.config));
  }
}

async function mailDecision(
  ctx: AppContext,
  school: SchoolForReview,
  decision: SchoolDecision,
): Promise<void> {
  if (!school.email) return;
  const lang = isLanguage(school.lang) ? school.lang : DEFAULT_LANGUAGE;
  const params = { school: school.name, link: `${ctx.config.publicUrl}/${lang}/school` };
  await ctx.mailer.send({
    to: school.email,
    subject: translate(
      lang,
      decision === 'approve' ? 'admin.ops.mailApprovedSubject' : 'admin.ops.mailRejectedSubject',
    ),
    text: translate(
      lang,
      decision === 'approve' ? 'admin.ops.mailApprovedBody' : 'admin.ops.mailRejectedBody',
      params,
    ),
  });
}
