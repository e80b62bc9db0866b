import type { AdminChoice, Language, MessageKey } from '@kokpit/shared';
import {
  CouponStatus,
  LANGUAGES,
  ROLES,
  SCHOOL_ROLES,
  SchoolStatus,
  SECTION_CODES,
  StudentSchoolStatus,
  translate,
  UserStatus,
} from '@kokpit/shared';

/*
 * Coded values (issue 34 item 3): the columns that hold one of a fixed set of codes, with
 * each code's label in the four languages from the server catalogues. The generic editor
 * offers these and refuses anything else, so an info page can no longer be saved in
 * language "xx".
 */

function labelled(value: string | number, key: MessageKey): AdminChoice {
  const labels = Object.fromEntries(
    LANGUAGES.map((lang: Language) => [lang, translate(lang, key)]),
  ) as AdminChoice['labels'];
  return { value, labels };
}

function fromCodes<T extends Record<string, number>>(codes: T, prefix: string): AdminChoice[] {
  return Object.entries(codes).map(([name, value]) =>
    labelled(value, `${prefix}.${name}` as MessageKey),
  );
}

const languages = LANGUAGES.map((l) => labelled(l, `choice.lang.${l}`));
const sections = SECTION_CODES.map((s) => labelled(s, `sectionName.${s}`));
const roles = ROLES.map((r) => labelled(r, `choice.role.${r}`));
const schoolRoles = SCHOOL_ROLES.map((r) => labelled(r, `choice.schoolRole.${r}`));

/** Choices by column name, whatever the table. */
const BY_COLUMN: Record<string, AdminChoice[]> = {
  lang: languages,
  section_code: sections,
};

/** Choices of one table's column. */
const BY_TABLE: Record<string, Record<string, AdminChoice[]>> = {
  users: { status: fromCodes(UserStatus, 'choice.userStatus') },
  user_roles: { role: roles },
  role_permissions: { role: roles },
  schools: { status: fromCodes(SchoolStatus, 'choice.schoolStatus') },
  students: { school_status: fromCodes(StudentSchoolStatus, 'choice.studentSchoolStatus') },
  coupons: { status: fromCodes(CouponStatus, 'choice.couponStatus') },
  school_members: { role: schoolRoles },
  school_invites: { role: schoolRoles },
};

/** The values a column takes, or null when it is free. */
export function choicesOf(table: string, column: string): AdminChoice[] | null {
  return BY_TABLE[table]?.[column] ?? BY_COLUMN[column] ?? null;
}

/** Whether a (coerced) value is one of the column's choices. */
export function isChoice(choices: AdminChoice[], value: unknown): boolean {
  return choices.some((c) => String(c.value) === String(value));
}
