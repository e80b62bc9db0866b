import { SECTION_CODES, SectionStatus } from '../constants.js';

/** A licence section and the student's status on it (0 when locked: no row). */
export interface SectionWithStatus {
  code: string;
  status: number;
}

/**
 * A student may work in a section only while it is requested (shown as demo) or activated
 * (SPEC §4); locked and deactivated sections are closed. The same two states count as
 * "unlocked" for the one-section limit of students without a school (SPEC §6).
 */
export function canSwitchTo(status: number | null | undefined): boolean {
  return status === SectionStatus.requested || status === SectionStatus.activated;
}

/**
 * The section a student starts in (SPEC §4): the preferred one (users.section_code) when it is
 * activated or requested; else the first activated; else the first requested; else the first
 * in the list. Null only for an empty list.
 */
export function initialSection(
  sections: readonly SectionWithStatus[],
  preferred: string | null,
): string | null {
  const chosen = sections.find((s) => s.code === preferred && canSwitchTo(s.status));
  const pick =
    chosen ??
    sections.find((s) => s.status === SectionStatus.activated) ??
    sections.find((s) => s.status === SectionStatus.requested) ??
    sections[0];
  return pick?.code ?? null;
}

/**
 * How many sections a student may have unlocked at once: without a verified school only one
 * (SPEC §6, "unlocking more than one section requires linking to a school"), otherwise all.
 */
export function sectionLimitForStudent(student: { schoolVerified: boolean }): number {
  return student.schoolVerified ? SECTION_CODES.length : 1;
}

/**
 * Whether asking for `code` keeps the student within their limit. Asking again for a section
 * already unlocked never counts twice.
 */
export function mayUnlockSection(
  sections: readonly SectionWithStatus[],
  code: string,
  student: { schoolVerified: boolean },
): boolean {
  const others = sections.filter((s) => s.code !== code && canSwitchTo(s.status)).length;
  return others < sectionLimitForStudent(student);
}
