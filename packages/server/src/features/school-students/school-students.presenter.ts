import {
  archiveResultOf,
  overallProgress,
  studentListState,
  successPercent,
  type SchoolProfileView,
  type SchoolStudentInfoView,
  type SchoolStudentRow,
  type SchoolStudentSectionView,
} from '@kokpit/shared';
import type { SchoolProfileRow } from '../schools/school-profile.repository.js';
import type {
  SchoolStudentRecord,
  SectionCounters,
  StudentSectionRecord,
} from './school-students.repository.js';

/** Active questions per section code, to turn a progress sum into a percentage. */
export type QuestionCounts = ReadonlyMap<string, number>;

function figures(counters: SectionCounters | null, questions: number) {
  if (!counters) return { progress: 0, success: 0 };
  return {
    progress: overallProgress(counters.progressSum, questions),
    success: successPercent(counters.correct, counters.replies, counters.strongErrors),
  };
}

export function presentSection(
  s: StudentSectionRecord,
  schoolId: number,
  counts: QuestionCounts,
): SchoolStudentSectionView {
  return {
    code: s.code,
    status: s.status,
    examStatus: s.examStatus,
    ...figures(s.counters, counts.get(s.code) ?? 0),
    requestedAt: s.requestedAt,
    activatedAt: s.activatedAt,
    chargedAt: s.chargedAt,
    bySchool: s.schoolId === schoolId,
  };
}

/**
 * A list row. `section` is the section whose figures the row shows (the list's, else the
 * student's current one); `counters` are that section's. A request to join still waiting
 * shows the school who asks and for which sections (SPEC §4), nothing of the student's own:
 * no e-mail, phone, last visit or figures.
 */
export function presentStudentRow(
  r: SchoolStudentRecord,
  view: {
    section: string | null;
    counters: SectionCounters | null;
    sections: StudentSectionRecord[];
    schoolId: number;
    counts: QuestionCounts;
  },
): SchoolStudentRow {
  // Only listed students reach a presenter (the school step answers "not found" for the rest).
  const state = studentListState(r.schoolStatus) ?? 'pending';
  const request = state === 'pending' || state === 'rejected';
  const counters = request ? null : view.counters;
  const shown = figures(counters, view.section ? (view.counts.get(view.section) ?? 0) : 0);
  const sections = view.sections.map((s) => ({ ...s, counters: request ? null : s.counters }));
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    name: [r.firstName, r.lastName].filter(Boolean).join(' '),
    username: r.username,
    email: request ? '' : r.email,
    phone: request ? null : r.phone || null,
    state,
    verified: r.verified,
    section: view.section,
    progress: shown.progress,
    success: shown.success,
    sections: sections.map((s) => presentSection(s, view.schoolId, view.counts)),
    lastAccess: request ? null : r.lastAccess,
    joinedAt: r.joinedAt,
    archivedAt: r.archivedAt,
    archiveResult: archiveResultOf(r.archiveResult),
  };
}

/** The student's panel: the row and the fields the school edits. */
export function presentStudentInfo(
  r: SchoolStudentRecord,
  row: SchoolStudentRow,
): SchoolStudentInfoView {
  return {
    ...row,
    age: r.age,
    gender: r.gender === 'male' || r.gender === 'female' ? r.gender : null,
    level: r.level,
    lang: r.lang,
    isDemo: r.isDemo,
    comments: r.comments,
    archiveComment: r.archiveComment,
    createdAt: r.createdAt,
  };
}

export function presentSchoolProfile(p: SchoolProfileRow): SchoolProfileView {
  return {
    id: p.id,
    name: p.name,
    managerName: p.managerName,
    address: p.address,
    city: p.city,
    area: p.area,
    region: p.region,
    postalCode: p.postalCode,
    phone: p.phone,
    mobile: p.mobile,
    email: p.email,
    location: p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng } : null,
    couponPrefix: p.couponPrefix,
    status: p.status,
  };
}
