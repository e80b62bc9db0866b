import { z } from 'zod';
import { FieldLimits, Limits } from '../constants.js';
import {
  emailField,
  idField,
  locationField,
  newPasswordField,
  optionalPhoneField,
  requiredText,
  sectionField,
  usernameField,
} from './fields.js';
import { schoolPlaceFields } from './signup.js';
import type { Readiness } from '../domain/readiness.js';
import type { SectionStatistics, TestTypeStats } from './tests.js';

/*
 * Payloads and replies of the /school events on the school's students (SPEC §3, §4, §7):
 * lists, search, one student's info, lifecycle, comments, passwords, statistics, the school's
 * highlights and profile. Every error message is a catalogue key.
 */

/**
 * The lists of the school's page: requests waiting, active, archived, and the requests the
 * school turned down (kept so a rejection can be taken back). A deleted student is in none.
 */
export const STUDENT_LIST_STATES = ['pending', 'active', 'archived', 'rejected'] as const;
export type StudentListState = (typeof STUDENT_LIST_STATES)[number];

/** Columns the list sorts by (SPEC §7: `dateAccessed` by default). */
export const STUDENT_SORT_FIELDS = [
  'dateAccessed',
  'dateJoined',
  'name',
  'username',
  'email',
  'progress',
  'success',
] as const;
export type StudentSortField = (typeof STUDENT_SORT_FIELDS)[number];

/** Rows per page of `students/list`. */
export const STUDENT_LIST_PAGE_SIZE = 25;
/** At most this many rows answer `students/search`. */
export const STUDENT_SEARCH_LIMIT = 20;

/** How an archived student passed: at the 1st, the 2nd or a later attempt (SPEC §4). */
export const ARCHIVE_RESULTS = ['first', 'second', 'later'] as const;
export type ArchiveResult = (typeof ARCHIVE_RESULTS)[number];

const stateField = z.enum(STUDENT_LIST_STATES, { error: 'validation.criteria' });
const searchText = z
  .string({ error: 'validation.criteria' })
  .trim()
  .max(FieldLimits.name.max, { error: 'validation.tooLong' });
const commentText = z
  .string({ error: 'validation.criteria' })
  .trim()
  .max(FieldLimits.text.max, { error: 'validation.tooLong' });

/** `highlights` {section?}: the school's figures for a section (the first one by default). */
export const schoolHighlightsPayload = z.union([
  z.undefined(),
  z.strictObject({ section: sectionField.optional() }),
]);

/**
 * `students/list`: one page of a list. `section` keeps students who have that section (and
 * shows progress and success in it); `search` under 3 characters is ignored (the whole list).
 */
export const studentListPayload = z.strictObject({
  status: stateField,
  section: sectionField.optional(),
  search: searchText.optional(),
  page: z
    .number({ error: 'validation.criteria' })
    .int({ error: 'validation.criteria' })
    .min(1, { error: 'validation.criteria' })
    .max(1_000_000, { error: 'validation.criteria' })
    .default(Limits.studentListDefaultPage),
  sort: z.enum(STUDENT_SORT_FIELDS, { error: 'validation.criteria' }).default('dateAccessed'),
  direction: z.enum(['asc', 'desc'], { error: 'validation.criteria' }).default('desc'),
});
export type StudentListPayload = z.infer<typeof studentListPayload>;

/**
 * `students/search` {status?, section?, text}: the best matches (at most STUDENT_SEARCH_LIMIT)
 * on name, username, e-mail and phone, without case or accents. Under 3 characters: none.
 */
export const studentSearchPayload = z.strictObject({
  status: stateField.optional(),
  section: sectionField.optional(),
  text: searchText,
});
export type StudentSearchPayload = z.infer<typeof studentSearchPayload>;

/** Events about one student: `students/info`, approve, reject, reconsider, restore, delete. */
export const studentIdPayload = z.strictObject({ id: idField });
export type StudentIdPayload = z.infer<typeof studentIdPayload>;

/** `students/archive` {id, result, comment?}: an active student leaves, passed. */
export const studentArchivePayload = z.strictObject({
  id: idField,
  result: z.enum(ARCHIVE_RESULTS, { error: 'validation.criteria' }),
  comment: commentText.optional(),
});
export type StudentArchivePayload = z.infer<typeof studentArchivePayload>;

/** `students/stats` {id, section}: what the student sees on their statistics page. */
export const studentStatsPayload = z.strictObject({ id: idField, section: sectionField });
export type StudentStatsPayload = z.infer<typeof studentStatsPayload>;

/** `students/comments` {id, comments}: the school's notes on a student (never shown to them). */
export const studentCommentsPayload = z.strictObject({ id: idField, comments: commentText });
export type StudentCommentsPayload = z.infer<typeof studentCommentsPayload>;

/** `students/password` {id, password, passwordConfirm}: the school sets a new password. */
export const studentPasswordPayload = z
  .strictObject({
    id: idField,
    password: newPasswordField,
    passwordConfirm: z
      .string({ error: 'validation.passwordRequired' })
      .max(FieldLimits.password.max, { error: 'validation.tooLong' }),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    message: 'validation.passwordsMismatch',
    path: ['passwordConfirm'],
  });
export type StudentPasswordPayload = z.infer<typeof studentPasswordPayload>;

const studentLevel = z
  .number({ error: 'validation.levelInvalid' })
  .int({ error: 'validation.levelInvalid' })
  .min(Limits.minStudentLevel, { error: 'validation.levelInvalid' })
  .max(Limits.maxStudentLevel, { error: 'validation.levelInvalid' });
const studentAge = z
  .number({ error: 'validation.ageInvalid' })
  .int({ error: 'validation.ageInvalid' })
  .min(15, { error: 'validation.ageInvalid' })
  .max(99, { error: 'validation.ageInvalid' });
const gender = z.enum(['male', 'female'], { error: 'validation.genderInvalid' });

/** The student's fields a school edits (SPEC §3 student fields); absent ones stay as they are. */
const studentFields = {
  firstName: requiredText(FieldLimits.name.max),
  lastName: requiredText(FieldLimits.name.max),
  email: emailField,
  phone: optionalPhoneField,
  age: studentAge.nullable().optional(),
  gender: gender.nullable().optional(),
  level: studentLevel.optional(),
  comments: commentText.optional(),
};

/** `students/save` {id, …fields}: the school corrects a student's details. */
export const studentSavePayload = z.strictObject({ id: idField, ...studentFields });
export type StudentSavePayload = z.infer<typeof studentSavePayload>;

/**
 * `students/add`: the school makes an account for a student, active in the school at once. A
 * username is made from the name when none is given; the password is always made by the server
 * and answered once.
 */
export const studentAddPayload = z.strictObject({
  ...studentFields,
  username: usernameField.optional(),
  section: sectionField.optional(),
});
export type StudentAddPayload = z.infer<typeof studentAddPayload>;

/** `profile/save`: the school's own fields of SPEC §3 (a manager's; not the coupon prefix). */
export const schoolProfileSavePayload = z.strictObject({
  ...schoolPlaceFields,
  email: emailField.optional(),
  location: locationField.optional(),
});
export type SchoolProfileSavePayload = z.infer<typeof schoolProfileSavePayload>;

/* ---- Replies ---- */

/** A student's section as the school sees it. */
export interface SchoolStudentSectionView {
  code: string;
  /** SectionStatus: requested (demo) 1, activated 2, deactivated 3. */
  status: number;
  /** ExamStatus. */
  examStatus: number;
  /** 0–100, the student's overall progress in the section. */
  progress: number;
  /** 0–100, the share of right answers in the section. */
  success: number;
  requestedAt: number | null;
  activatedAt: number | null;
  /** When the school was charged for it (at 10% progress). */
  chargedAt: number | null;
  /** Whether this school activated it (a student's demo sections have no school). */
  bySchool: boolean;
}

/** One row of a student list (and of a search). */
export interface SchoolStudentRow {
  id: number;
  firstName: string;
  lastName: string;
  /** First and last name joined. */
  name: string;
  username: string;
  email: string;
  phone: string | null;
  state: StudentListState;
  /** Linked by a coupon or approved by the school. */
  verified: boolean;
  /** The section whose progress and success the row shows: the asked one, else the current. */
  section: string | null;
  progress: number;
  success: number;
  sections: SchoolStudentSectionView[];
  /** The student's last activity (SPEC "last access"). */
  lastAccess: number | null;
  /** When the student joined (or asked to join) the school. */
  joinedAt: number | null;
  archivedAt: number | null;
  archiveResult: ArchiveResult | null;
}

/** How many students each list holds, for the tabs. */
export type StudentCounts = Record<StudentListState, number>;

/** `students/list`: one page of the list, and enough to page it. */
export interface StudentListView {
  rows: SchoolStudentRow[];
  page: number;
  pageSize: number;
  /** Rows the whole list (with its filters) holds. */
  total: number;
  counts: StudentCounts;
}

/** `students/search`: the best matches (none under 3 characters). */
export interface StudentSearchView {
  rows: SchoolStudentRow[];
}

/** `students/info`: a row and what the student's panel shows besides. */
export interface SchoolStudentInfoView extends SchoolStudentRow {
  age: number | null;
  gender: 'male' | 'female' | null;
  level: number;
  lang: string;
  isDemo: boolean;
  /** The school's notes (never shown to the student). */
  comments: string;
  /** What the school wrote when archiving. */
  archiveComment: string;
  createdAt: number;
}

/** Approve, reject, archive, restore, save, comments: the student after the change. */
export interface StudentChangeView {
  id: number;
  /** The list the student is in now. */
  state: StudentListState | null;
}

/** `students/delete`: whether the student's coupon went back to the school (under 5%). */
export interface StudentDeleteView {
  id: number;
  couponFreed: boolean;
}

/** `students/add`: the new student and the credentials, shown once to print. */
export interface StudentAddView {
  student: SchoolStudentInfoView;
  credentials: { username: string; password: string };
}

/** `highlights` {section}: the school's figures of SPEC §3 for one section. */
export interface SchoolHighlights {
  code: string;
  /** Archived students who passed at the 1st, 2nd and a later attempt. */
  passed1: number;
  passed2: number;
  passed3: number;
  /** Active students with the section activated. */
  active: number;
  /** Every student of the school who has the section (any list). */
  total: number;
  pending: number;
  /** Completed tests of the school's students in the section, by type. */
  testStats: Record<'progress' | 'category' | 'errors' | 'simulation' | 'theory', TestTypeStats>;
}

/** The school's own fields (profile dialog). */
export interface SchoolProfileView {
  id: number;
  name: string;
  managerName: string;
  address: string;
  city: string;
  area: string;
  region: string;
  postalCode: string;
  phone: string;
  mobile: string;
  email: string;
  location: { lat: number; lng: number } | null;
  couponPrefix: string;
  /** SchoolStatus: pending 0 (awaiting the operators' approval), approved 1, rejected 2. */
  status: number;
}

/**
 * `students/stats`: the student's statistics page for a section, and where they stand in it
 * (the figures of the student's own dashboard): progress and success, 0–100, and readiness.
 */
export interface SchoolStudentStatistics extends SectionStatistics {
  standing: { progress: number; success: number; readiness: Readiness };
}
