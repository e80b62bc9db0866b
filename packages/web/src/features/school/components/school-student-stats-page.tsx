import {
  isSectionCode,
  SECTION_CODES,
  type SectionCode,
  type StudentSectionView,
} from '@kokpit/shared';
import { Alert, Anchor, Group, NativeSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { StatisticsTabs } from '../../statistics';
import { sectionsQuery, studentInfoQuery, studentStatsQuery } from '../api/students';
import { SchoolFrame } from './school-frame';
import { StudentStanding } from './student-standing';

/**
 * /{lang}/school/student/{studentId}/stats/{section}: one student's statistics in a section,
 * with the components the student sees, read-only (page group school-student-stats).
 */
export function SchoolStudentStatsPage() {
  const { studentId = '', section = '' } = useParams();
  const id = Number(studentId);
  if (!Number.isInteger(id) || id < 0 || !isSectionCode(section)) return <NotFound />;
  return <StudentStats id={id} section={section} />;
}

function StudentStats({ id, section }: { id: number; section: SectionCode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const info = useQuery(studentInfoQuery(id));
  const stats = useQuery(studentStatsQuery(id, section));
  const sections = useQuery(sectionsQuery(lang));
  const sectionView = sections.data?.sections.find((s) => s.code === section);
  const own = info.data?.sections.find((s) => s.code === section);
  // The tabs read the section as the student's own page does: its rules and the standing.
  const studentSection: StudentSectionView | null = sectionView
    ? { ...sectionView, status: own?.status ?? 0, examStatus: own?.examStatus ?? 0 }
    : null;
  const name = info.data ? info.data.name || info.data.username : '';
  const failed = info.error ?? stats.error;

  return (
    <SchoolFrame
      title={t('school.studentStatsTitle')}
      subtitle={
        name ? t('school.page.studentStatsLine', { name, section: t(`sections.${section}`) }) : ''
      }
      actions={
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('school.page.section')}
            data={SECTION_CODES.map((code) => ({ value: code, label: t(`sections.${code}`) }))}
            value={section}
            onChange={(e) =>
              void navigate(paths.schoolStudentStats(lang, id, e.currentTarget.value), {
                replace: true,
              })
            }
          />
        </Group>
      }
    >
      <Text size="sm">
        <Anchor component={Link} to={paths.school(lang)}>
          ← {t('school.page.backToStudents')}
        </Anchor>
      </Text>
      {failed && (
        <Alert color="red" variant="light" radius="lg" title={t('school.page.loadFailed')}>
          {describeError(failed)}
        </Alert>
      )}
      {stats.data && <StudentStanding standing={stats.data.standing} />}
      <StatisticsTabs
        stats={stats.data}
        section={studentSection}
        readOnly
        failed={Boolean(failed)}
      />
    </SchoolFrame>
  );
}
