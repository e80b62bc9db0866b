/** Business constants of SPEC §9 and the fixed vocabularies of §1–§4. */

export const LANGUAGES = ['el', 'en', 'ru', 'sq'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'el';
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const SECTION_CODES = ['car', 'bike', 'truck', 'bus', 'ptruck', 'pbus'] as const;
export type SectionCode = (typeof SECTION_CODES)[number];
export function isSectionCode(value: unknown): value is SectionCode {
  return typeof value === 'string' && (SECTION_CODES as readonly string[]).includes(value);
}

/** User status codes, SPEC §4. */
export const UserStatus = {
  invalid: -1,
  pending: 0,
  firstLogin: 1,
  active: 2,
  locked: 3,
  disabled: 9,
} as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

/** A student's section status, SPEC §4 (locked is the absence of a row). */
export const SectionStatus = { locked: 0, requested: 1, activated: 2, deactivated: 3 } as const;
export type SectionStatus = (typeof SectionStatus)[keyof typeof SectionStatus];

/** Exam status of a student's section, SPEC §4. */
export const ExamStatus = { none: 0, passedFirst: 1, passedSecond: 2, failed: 9 } as const;
export type ExamStatus = (typeof ExamStatus)[keyof typeof ExamStatus];

export const ROLES = ['student', 'school', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

/** Permissions a role grants; the realtime namespaces open on `student` and `school`. */
export const PERMISSIONS = ['student', 'school', 'admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const ROLE_PERMISSIONS: Record<Role, Permission[]> = {
  student: ['student'],
  school: ['school'],
  administrator: ['admin'],
};

/** School approval by operators, SPEC §4. */
export const SchoolStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export type SchoolStatus = (typeof SchoolStatus)[keyof typeof SchoolStatus];

/** A student's standing with their school. */
export const StudentSchoolStatus = {
  none: 0,
  pending: 1,
  active: 2,
  archived: 3,
  rejected: 4,
} as const;

export const TEST_TYPES = ['progress', 'category', 'errors', 'simulation', 'theory'] as const;
export type TestType = (typeof TEST_TYPES)[number];

export const CouponStatus = { free: 0, reserved: 1, used: 2 } as const;

/**
 * The largest row id (and integer) both databases keep in an `integer` column: PostgreSQL's is
 * 32 bits, so an id beyond it names no row and is refused as invalid, not sent to the database.
 */
export const MAX_ROW_ID = 2 ** 31 - 1;

export const Limits = {
  learnedProgress: 90,
  maxProgress: 100,
  schoolChargeProgress: 10,
  noSchoolProgressCap: 30,
  couponFreeProgress: 5,
  provisionalCreditDays: 5,
  ministryTestQuestions: 30,
  trialTestQuestions: 15,
  nearestSchools: 20,
  minStudentLevel: 1,
  maxStudentLevel: 5,
  couponPrefixDigits: 4,
  dailyAnswersMin: 150,
  dailyAnswersMax: 250,
  studentSearchMinChars: 3,
  studentListDefaultPage: 1,
  routeGuardWaitMs: 5000,
  routeGuardPolls: 4,
  realtimeConnectPollMs: 100,
  rememberMeCookieSeconds: 315360000,
  chunkLoadTimeoutMs: 120000,
  passwordResetMinutes: 60,
} as const;

/**
 * The web's session (docs/API.md, "How the web authenticates"): the token lives in an HttpOnly
 * cookie the server sets; beside it a script-readable marker, a fingerprint of the token that
 * another site cannot read, which the web presents (handshake `auth.session`, REST header) to
 * prove a cookie-borne call comes from its own pages.
 */
export const WebSession = {
  tokenCookie: 'token',
  markerCookie: 'session',
  markerHeader: 'x-session',
} as const;

/** Field length limits shared by the forms and the server. */
export const FieldLimits = {
  username: { min: 4, max: 32 },
  password: { min: 8, max: 128 },
  name: { max: 64 },
  email: { max: 254 },
  text: { max: 4000 },
  phone: { max: 20 },
  address: { max: 160 },
  coupon: { max: 32 },
} as const;

/** Information page slugs of SPEC §2, with the default product name in the first. */
export const INFO_PAGE_SLUGS = [
  'simata-kokpit-tools',
  'kok-simata-theoritikh-ekpaideysi',
  'simata-test-proodou',
  'simata-test-category',
  'simata-test-errors',
  'simata-kok-test-ypourgeioy',
  'terms-of-use',
  'privacy-policy',
  'testdrive-me-simata-best',
  'testdrive-simata-test',
  'testdrive-simata-best',
  'driver-check',
  'dikaiologitika-paravola',
  'egkyklopaideia-autokinitou',
  'simata-kok',
  'testdrive-sxoles-odigon',
  'testdrive-presentation-sxoles-odigwn',
  'teacher-benefits-for-sxoles',
  'testdrive-synergasia-sxoles',
] as const;

/** The slugs for a product: `simata-{product}-tools` carries its name. */
export function infoPageSlugs(product: string): string[] {
  return INFO_PAGE_SLUGS.map((s) => (s === 'simata-kokpit-tools' ? `simata-${product}-tools` : s));
}
