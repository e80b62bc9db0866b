import {
  CouponStatus,
  normalizeUsername,
  SchoolStatus,
  SectionStatus,
  ServerPushes,
  StudentSchoolStatus,
  UserStatus,
  type Language,
  type MessageKey,
  type SchoolSignupForm,
  type SocialSignupForm,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError, type FieldErrors } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { hashPassword } from '../auth/password-hash.js';
import { reserveActivation } from '../billing/activation-ledger.js';
import { announceRedeemedCoupon } from '../coupons/coupon-redemption.js';
import { findCouponByCode, markCouponUsed } from '../coupons/coupon.repository.js';
import { emailTaken, insertUser, usernameTaken } from '../users/user.repository.js';
import {
  couponPrefixTaken,
  findSchoolStatus,
  insertSchool,
  insertStudent,
  insertStudentSection,
} from './signup.repository.js';
import { uniqueViolation } from './unique-violation.js';
import { insertMembership } from '../schools/school-member.repository.js';
import { pushToSchool } from '../students/student-pushes.js';

export interface SignupMeta {
  ip: string;
  /** The new account's language: the form's, else the socket's. */
  lang: Language;
}

/**
 * How a new student starts: activated through a school's coupon, pending for a school chosen
 * without a coupon (its registration link), or a demo student with no school.
 */
type StudentLink =
  | { kind: 'coupon'; couponId: number; schoolId: number }
  | { kind: 'school'; schoolId: number }
  | { kind: 'none' };

/** Unique columns a racing sign-up can still hit after the pre-checks, as form errors. */
const CONFLICTS: Record<string, { field: string; key: MessageKey }> = {
  'users.username': { field: 'username', key: 'validation.usernameTaken' },
  'users.email': { field: 'email', key: 'validation.emailTaken' },
  'schools.coupon_prefix': { field: 'couponPrefix', key: 'validation.couponPrefixTaken' },
};

async function mapConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const v = uniqueViolation(error);
    const conflict = v ? CONFLICTS[`${v.table}.${v.column}`] : undefined;
    if (conflict) throw AppError.validation({ [conflict.field]: conflict.key });
    throw error;
  }
}

/** Username and e-mail must be free; both are checked so the form shows every error at once. */
async function checkAccountFree(
  db: Db,
  form: { username: string; email: string },
): Promise<FieldErrors> {
  const [userTaken, mailTaken] = await Promise.all([
    usernameTaken(db, form.username),
    emailTaken(db, form.email),
  ]);
  const errors: FieldErrors = {};
  if (userTaken) errors.username = 'validation.usernameTaken';
  if (mailTaken) errors.email = 'validation.emailTaken';
  return errors;
}

/** The coupon's school, or the message key telling why the coupon cannot be used. */
async function checkCoupon(
  db: Db,
  code: string,
  section: string,
): Promise<{ couponId: number; schoolId: number } | MessageKey> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) return 'validation.couponInvalid';
  if (coupon.status === CouponStatus.used) return 'validation.couponUsed';
  // A free coupon is the school's, not handed out (or taken back): it redeems nothing.
  if (coupon.status !== CouponStatus.reserved) return 'validation.couponInvalid';
  // A coupon printed for one licence section does not activate another.
  if (coupon.section_code && coupon.section_code !== section) return 'validation.couponInvalid';
  // Schools awaiting the operators' approval cannot activate students (SPEC §4).
  const schoolStatus = await findSchoolStatus(db, coupon.school_id);
  if (schoolStatus !== SchoolStatus.approved) return 'validation.couponInvalid';
  return { couponId: coupon.id, schoolId: coupon.school_id };
}

async function resolveStudentLink(
  db: Db,
  form: SocialSignupForm,
  errors: FieldErrors,
): Promise<StudentLink> {
  if (form.coupon) {
    const checked = await checkCoupon(db, form.coupon, form.section);
    if (typeof checked === 'string') errors.coupon = checked;
    else return { kind: 'coupon', ...checked };
  } else if (form.schoolId !== undefined) {
    const status = await findSchoolStatus(db, form.schoolId);
    if (status === SchoolStatus.approved) return { kind: 'school', schoolId: form.schoolId };
    errors.schoolId = 'school.notFound';
  }
  return { kind: 'none' };
}

/**
 * Student sign-up (SPEC §3, §4, §5): one transaction for the user, student and section rows.
 * Without a password the account signs in only through the identity `linkAccount` links to it
 * in the same transaction (social sign-up).
 */
export async function signUpStudent(
  ctx: AppContext,
  form: SocialSignupForm & { password?: string },
  meta: SignupMeta,
  linkAccount?: (trx: Db, userId: number) => Promise<void>,
): Promise<{ userId: number; username: string }> {
  if (!form.password && !linkAccount) throw new Error('a sign-up needs a password or an identity');
  const errors = await checkAccountFree(ctx.db, form);
  const link = await resolveStudentLink(ctx.db, form, errors);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);

  const passwordHash = form.password ? await hashPassword(form.password) : null;
  const at = Date.now();
  const schoolId = link.kind === 'none' ? null : link.schoolId;
  const activated = link.kind === 'coupon';
  const userId = await mapConflicts(() =>
    ctx.db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        username: form.username,
        email: form.email,
        passwordHash,
        firstName: form.firstName,
        lastName: form.lastName,
        lang: meta.lang,
        status: UserStatus.active,
        sectionCode: form.section,
        isDemo: !activated,
        roles: ['student'],
      });
      await insertStudent(trx, {
        userId: id,
        schoolId,
        schoolStatus: activated
          ? StudentSchoolStatus.active
          : schoolId === null
            ? StudentSchoolStatus.none
            : StudentSchoolStatus.pending,
        schoolVerified: activated,
        age: form.age ?? null,
        gender: form.gender ?? null,
        level: form.level ?? 1,
        at,
      });
      if (link.kind === 'coupon' && !(await markCouponUsed(trx, link.couponId, id, at))) {
        // Another sign-up used the coupon between our check and this transaction.
        throw AppError.validation({ coupon: 'validation.couponUsed' });
      }
      if (link.kind === 'coupon') {
        // The coupon's activation is reserved (the school set it aside when it reserved the
        // coupon) and charged when progress reaches 10% (SPEC §9, docs/BILLING.md).
        const ref = { schoolId: link.schoolId, studentId: id, section: form.section, at };
        await reserveActivation(trx, { ...ref, promised: true });
      }
      await insertStudentSection(trx, {
        studentId: id,
        sectionCode: form.section,
        status: activated ? SectionStatus.activated : SectionStatus.requested,
        schoolId,
        activated,
        at,
      });
      await linkAccount?.(trx, id);
      await recordAudit(trx, {
        actorId: id,
        action: 'signup.student',
        entity: 'user',
        entityId: id,
        ip: meta.ip,
        details: {
          section: form.section,
          schoolId,
          couponId: link.kind === 'coupon' ? link.couponId : null,
        },
      });
      return id;
    }),
  );
  if (link.kind === 'coupon') await announceRedeemedCoupon(ctx, link.schoolId, userId);
  // Signed up through the school's registration link: the request waits in the school's
  // pending list, which its open portal refetches (as for a join request, school/join).
  if (link.kind === 'school') {
    pushToSchool(ctx, link.schoolId, ServerPushes.pendingStudentsChanged, { studentId: userId });
  }
  return { userId, username: normalizeUsername(form.username) };
}

/** "Γιώργος Παπαδόπουλος" → first and last name of the school's user account. */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** School sign-up: the account is active but the school waits for the operators' approval. */
export async function signUpSchool(
  ctx: AppContext,
  form: SchoolSignupForm,
  meta: SignupMeta,
): Promise<{ userId: number; schoolId: number }> {
  const errors = await checkAccountFree(ctx.db, form);
  if (await couponPrefixTaken(ctx.db, form.couponPrefix)) {
    errors.couponPrefix = 'validation.couponPrefixTaken';
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);

  const passwordHash = await hashPassword(form.password);
  const at = Date.now();
  return mapConflicts(() =>
    ctx.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        username: form.username,
        email: form.email,
        passwordHash,
        ...splitName(form.managerName),
        lang: meta.lang,
        status: UserStatus.active,
        roles: ['school'],
      });
      const schoolId = await insertSchool(trx, {
        userId,
        name: form.name,
        managerName: form.managerName,
        address: form.address,
        city: form.city,
        area: form.area ?? '',
        region: form.region ?? '',
        postalCode: (form.postalCode ?? '').replace(/\s/g, ''),
        phone: form.phone,
        mobile: form.mobile ?? '',
        email: form.email.toLowerCase(),
        lat: form.location.lat,
        lng: form.location.lng,
        couponPrefix: form.couponPrefix,
        status: SchoolStatus.pending,
        at,
      });
      // The account that registers a school manages it; teachers join it later.
      await insertMembership(trx, { schoolId, userId, role: 'manager', at });
      await recordAudit(trx, {
        actorId: userId,
        action: 'signup.school',
        entity: 'school',
        entityId: schoolId,
        ip: meta.ip,
        details: { couponPrefix: form.couponPrefix },
      });
      return { userId, schoolId };
    }),
  );
}
