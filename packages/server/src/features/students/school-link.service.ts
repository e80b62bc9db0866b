import {
  CouponStatus,
  ServerPushes,
  StudentSchoolStatus,
  type MessageKey,
  type SchoolJoinPayload,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { reserveActivation } from '../billing/activation-ledger.js';
import { announceRedeemedCoupon } from '../coupons/coupon-redemption.js';
import { findCouponByCode, markCouponUsed } from '../coupons/coupon.repository.js';
import { findApprovedSchool, type PublicSchoolRow } from '../schools/school.repository.js';
import { currentSection } from '../sections/student-sections.service.js';
import { activateSection, moveRequestsToSchool } from '../sections/student-sections.repository.js';
import { pushProfileChanged } from './profile.service.js';
import { pushToSchool, pushToUser } from './student-pushes.js';
import { assertMayJoinSchool, requestSchoolId } from './student.policy.js';
import { findStudent, lockStudent, setSchoolLink, type StudentRow } from './student.repository.js';

export interface JoinOutcome {
  schoolId: number;
  verified: boolean;
  /** The section a coupon activated. */
  activatedSection: string | null;
  message: MessageKey;
}

/** What the transaction learnt that the pushes after it need. */
interface Joined extends JoinOutcome {
  /** The school the student was pending with before, when it is another one. */
  leftSchoolId: number | null;
}

/** The coupon's school, or the form error telling why the coupon cannot be used. */
async function usableCoupon(db: Db, code: string, schoolId: number | undefined) {
  const coupon = await findCouponByCode(db, code);
  const invalid = () => AppError.validation({ coupon: 'validation.couponInvalid' });
  if (!coupon) throw invalid();
  if (coupon.status === CouponStatus.used) {
    throw AppError.validation({ coupon: 'validation.couponUsed' });
  }
  // A free coupon is the school's, not handed out (or taken back): it redeems nothing.
  if (coupon.status !== CouponStatus.reserved) throw invalid();
  // A coupon of one school does not link to another; unapproved schools activate nobody.
  if (schoolId !== undefined && schoolId !== coupon.school_id) throw invalid();
  if (!(await findApprovedSchool(db, coupon.school_id))) throw invalid();
  return coupon;
}

/** A coupon links, verifies and activates its section (or the student's current one) at once. */
async function joinByCoupon(
  db: Db,
  student: StudentRow,
  link: { coupon: string; schoolId?: number },
  at: number,
): Promise<Joined> {
  const coupon = await usableCoupon(db, link.coupon, link.schoolId);
  const section = coupon.section_code ?? (await currentSection(db, student.userId)) ?? 'car';
  if (!(await markCouponUsed(db, coupon.id, student.userId, at))) {
    // Another student used it between our check and this update.
    throw AppError.validation({ coupon: 'validation.couponUsed' });
  }
  const schoolId = coupon.school_id;
  await setSchoolLink(db, student.userId, {
    schoolId,
    schoolStatus: StudentSchoolStatus.active,
    verified: true,
    at,
  });
  // The activation the school set aside with the coupon (docs/BILLING.md).
  const ref = { schoolId, studentId: student.userId, section, at };
  await reserveActivation(db, { ...ref, promised: true });
  await activateSection(db, { studentId: student.userId, code: section, schoolId, at });
  await moveRequestsToSchool(db, student.userId, schoolId, at);
  await audit(db, student, { schoolId, couponId: coupon.id, section });
  return {
    schoolId,
    verified: true,
    activatedSection: section,
    message: 'school.joined',
    leftSchoolId: leftSchool(student, schoolId),
  };
}

/** A school chosen without a coupon: the student waits for the school to accept them. */
async function joinBySchool(
  db: Db,
  student: StudentRow,
  schoolId: number,
  at: number,
): Promise<Joined> {
  if (!(await findApprovedSchool(db, schoolId))) throw AppError.notFound('school.notFound');
  await setSchoolLink(db, student.userId, {
    schoolId,
    schoolStatus: StudentSchoolStatus.pending,
    verified: false,
    at,
  });
  await moveRequestsToSchool(db, student.userId, schoolId, at);
  await audit(db, student, { schoolId, couponId: null, section: null });
  return {
    schoolId,
    verified: false,
    activatedSection: null,
    message: 'school.joinRequested',
    leftSchoolId: leftSchool(student, schoolId),
  };
}

function leftSchool(student: StudentRow, schoolId: number): number | null {
  const before = requestSchoolId(student);
  return before !== null && before !== schoolId ? before : null;
}

async function audit(db: Db, student: StudentRow, details: Record<string, unknown>) {
  await recordAudit(db, {
    actorId: student.userId,
    action: 'student.school-join',
    entity: 'student',
    entityId: student.userId,
    details: { ...details, previousSchoolId: student.schoolId },
  });
}

/**
 * `school/join` (SPEC §4, §5): refused once verified by a school; open to demo students, since
 * a school is their way out of the demo.
 */
export async function joinSchool(
  ctx: AppContext,
  userId: number,
  input: SchoolJoinPayload,
): Promise<JoinOutcome> {
  const joined = await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockStudent(trx, userId))) throw AppError.notFound();
    const student = (await findStudent(trx, userId))!;
    assertMayJoinSchool(student);
    const at = Date.now();
    const { coupon, schoolId } = input;
    if (coupon) return joinByCoupon(trx, student, { coupon, schoolId }, at);
    // The schema lets through only a coupon or a school id.
    return joinBySchool(trx, student, schoolId!, at);
  });
  await pushProfileChanged(ctx, userId);
  pushToSchool(ctx, joined.schoolId, ServerPushes.pendingStudentsChanged, { studentId: userId });
  if (joined.verified) {
    // A coupon made them an active student with a newly activated section.
    pushToUser(ctx, userId, ServerPushes.sectionsChanged, { code: joined.activatedSection });
    pushToSchool(ctx, joined.schoolId, ServerPushes.activeStudentsChanged, { studentId: userId });
    await announceRedeemedCoupon(ctx, joined.schoolId, userId);
  }
  if (joined.leftSchoolId !== null) {
    pushToSchool(ctx, joined.leftSchoolId, ServerPushes.pendingStudentsChanged, {
      studentId: userId,
    });
  }
  const { leftSchoolId: _left, ...outcome } = joined;
  return outcome;
}

export interface SchoolLinkInfo {
  school: PublicSchoolRow | null;
  student: StudentRow;
}

/** `school/info` on /student: the student's school (public card) and their standing with it. */
export async function loadSchoolLink(db: Db, userId: number): Promise<SchoolLinkInfo> {
  const student = await findStudent(db, userId);
  if (!student) throw AppError.notFound();
  const school = student.schoolId === null ? null : await findApprovedSchool(db, student.schoolId);
  return { school: school ?? null, student };
}
