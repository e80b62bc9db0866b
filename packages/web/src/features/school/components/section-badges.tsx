import {
  ExamStatus,
  SectionStatus,
  type ArchiveResult,
  type SchoolStudentSectionView,
} from '@kokpit/shared';
import { Badge, Group } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/* Filled, text in the contrasting colour: the badges' small text keeps 4.5:1 (WCAG AA). */
const STATUS_COLOR: Record<number, string> = {
  [SectionStatus.requested]: 'signal.3',
  [SectionStatus.activated]: 'teal.9',
  [SectionStatus.deactivated]: 'gray.7',
};

/**
 * The catalogue key of a section's state as the school reads it. A student archived as passed
 * after more attempts has no exam status on their sections (SPEC §4 has none for it): the
 * sections the school activated read "passed" all the same.
 */
export function sectionStateKey(
  s: Pick<SchoolStudentSectionView, 'status' | 'examStatus' | 'bySchool'>,
  archiveResult: ArchiveResult | null = null,
) {
  if (s.examStatus === ExamStatus.passedFirst || s.examStatus === ExamStatus.passedSecond)
    return 'school.page.sectionPassed' satisfies ParseKeys;
  if (archiveResult === 'later' && s.bySchool && s.status === SectionStatus.activated)
    return 'school.page.sectionPassed';
  if (s.status === SectionStatus.activated) return 'school.page.sectionActivated';
  if (s.status === SectionStatus.deactivated) return 'school.page.sectionDeactivated';
  if (s.status === SectionStatus.requested) return 'school.page.sectionRequested';
  return 'school.page.sectionLocked';
}

/** Each section of a student with its state ("Car · activated"), as small badges. */
export function SectionBadges({
  sections,
  archiveResult = null,
}: {
  sections: SchoolStudentSectionView[];
  /** The archived student's result, when archived (null otherwise). */
  archiveResult?: ArchiveResult | null;
}) {
  const { t } = useTranslation();
  if (sections.length === 0) return <>—</>;
  return (
    <Group gap={4}>
      {sections.map((s) => (
        <Badge
          key={s.code}
          size="sm"
          radius="sm"
          autoContrast
          color={STATUS_COLOR[s.status] ?? 'gray.7'}
          style={{ textTransform: 'none' }}
        >
          {t(`sections.${s.code}` as ParseKeys)} · {t(sectionStateKey(s, archiveResult))}
        </Badge>
      ))}
    </Group>
  );
}
