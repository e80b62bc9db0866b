import type { Language, StudentSectionView, StudentSectionsView } from '@kokpit/shared';
import { presentSection } from '../content/content.presenter.js';
import type { StudentSection, StudentSections } from './student-sections.service.js';

/** A section as SPEC §3 names it, with the student's status and exam status filled in. */
export function presentStudentSection(s: StudentSection, lang: Language): StudentSectionView {
  return { ...presentSection(s.section, lang), status: s.status, examStatus: s.examStatus };
}

export function presentStudentSections(all: StudentSections, lang: Language): StudentSectionsView {
  return {
    sections: all.sections.map((s) => presentStudentSection(s, lang)),
    current: all.current,
  };
}
