import {
  SECTION_CODES,
  SectionStatus,
  type SchoolStudentInfoView,
  type SchoolStudentSectionView,
  type SectionCode,
} from '@kokpit/shared';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { accountQuery, ACCOUNT_KEY, changeSection, type SectionAction } from '../api/billing';
import { useSchoolAction } from '../hooks/use-school-action';
import { useSchoolMember } from '../hooks/use-school-member';
import { sectionStateKey } from './section-badges';
import { Percent } from './student-table';

/** What the school may do with a section in each state (SPEC §4, §6). */
function actionsFor(status: number): SectionAction[] {
  if (status === SectionStatus.requested) return ['activate', 'reject'];
  if (status === SectionStatus.activated) return ['reject'];
  if (status === SectionStatus.deactivated) return ['reactivate'];
  return ['activate'];
}

const ACTION_LABEL = {
  activate: 'school.page.activate',
  reactivate: 'school.page.reactivate',
  reject: 'school.page.rejectSection',
} as const;

/** A student's sections in the panel: state, progress, statistics, and the school's actions. */
export function SectionRows({ student }: { student: SchoolStudentInfoView }) {
  const { t } = useTranslation();
  // Only a manager reads the account; a teacher is told by the server when nothing is left.
  const { money } = useSchoolMember();
  const account = useQuery({ ...accountQuery(), enabled: money });
  const noCredit = account.data !== undefined && account.data.activationsAvailable <= 0;
  const others = SECTION_CODES.filter((code) => !student.sections.some((s) => s.code === code));
  return (
    <Stack gap="xs">
      {student.sections.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('school.page.noSections')}
        </Text>
      )}
      {student.sections.map((s) => (
        <SectionRow key={s.code} student={student} section={s} />
      ))}
      {student.state === 'active' && others.length > 0 && (
        <AddSection studentId={student.id} codes={others} />
      )}
      {noCredit && (
        <Text size="xs" c="orange.8">
          {t('school.page.noCreditHint')}
        </Text>
      )}
    </Stack>
  );
}

function SectionRow({
  student,
  section,
}: {
  student: SchoolStudentInfoView;
  section: SchoolStudentSectionView;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const code = section.code as SectionCode;
  const act = useSchoolAction((action: SectionAction) => changeSection(action, student.id, code), {
    refresh: [ACCOUNT_KEY],
  });
  const name = t(`sections.${code}`);
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`section-${code}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Text fw={700}>{name}</Text>
          <Badge
            size="sm"
            autoContrast
            color={section.status === SectionStatus.activated ? 'teal.9' : 'gray.7'}
            data-testid={`section-${code}-state`}
          >
            {t(sectionStateKey(section))}
          </Badge>
        </Group>
        <Anchor component={Link} size="sm" to={paths.schoolStudentStats(lang, student.id, code)}>
          {t('school.page.statistics')}
        </Anchor>
      </Group>
      <SimpleGrid cols={2} spacing="sm" mt={6}>
        <div>
          <Text size="xs" c="dimmed">
            {t('school.page.colProgress')}
          </Text>
          <Percent value={section.progress} label={`${t('school.page.colProgress')}: ${name}`} />
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('school.page.colSuccess')}
          </Text>
          <Percent value={section.success} label={`${t('school.page.colSuccess')}: ${name}`} />
        </div>
      </SimpleGrid>
      {student.state !== 'archived' && (
        <Group gap="xs" mt="xs">
          {actionsFor(section.status).map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'reject' ? 'default' : 'filled'}
              loading={act.isPending && act.variables === action}
              disabled={act.isPending}
              onClick={() => act.mutate(action)}
              aria-label={`${t(ACTION_LABEL[action])}: ${name}`}
            >
              {t(ACTION_LABEL[action])}
            </Button>
          ))}
        </Group>
      )}
    </Paper>
  );
}

/** Activate a section the student has not asked for. */
function AddSection({ studentId, codes }: { studentId: number; codes: SectionCode[] }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<SectionCode>(codes[0]!);
  const chosen = codes.includes(code) ? code : codes[0]!;
  const act = useSchoolAction(() => changeSection('activate', studentId, chosen), {
    refresh: [ACCOUNT_KEY],
  });
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label={t('school.page.addSection')}
        data={codes.map((c) => ({ value: c, label: t(`sections.${c}`) }))}
        value={chosen}
        onChange={(e) => setCode(e.currentTarget.value as SectionCode)}
        size="xs"
      />
      <Button
        size="xs"
        variant="light"
        loading={act.isPending}
        onClick={() => act.mutate(undefined)}
      >
        {t('school.page.activate')}
      </Button>
    </Group>
  );
}
