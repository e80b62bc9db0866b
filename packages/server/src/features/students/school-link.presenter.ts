import type { JoinOutcomeView, SchoolLinkView } from '@kokpit/shared';
import { presentPublicSchool } from '../schools/school.presenter.js';
import type { JoinOutcome, SchoolLinkInfo } from './school-link.service.js';

/** The student's school card and their standing with it; `{school: null}` without one. */
export function presentSchoolLink(info: SchoolLinkInfo): SchoolLinkView {
  if (!info.school) return { school: null };
  return {
    school: presentPublicSchool(info.school),
    link: {
      status: info.student.schoolStatus,
      verified: info.student.schoolVerified,
      joinedAt: info.student.joinedSchoolAt,
    },
  };
}

export function presentJoinOutcome(o: JoinOutcome): JoinOutcomeView {
  return {
    schoolId: o.schoolId,
    verified: o.verified,
    activatedSection: o.activatedSection,
  };
}
