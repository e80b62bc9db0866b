import {
  isSectionCode,
  SECTION_CODES,
  type SchoolHighlights,
  type SectionCode,
} from '@kokpit/shared';
import {
  Alert,
  ColorSwatch,
  Group,
  Paper,
  SegmentedControl,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { TestTypeTable } from '../../statistics';
import { schoolHighlightsQuery } from '../api/students';
import { SchoolFrame } from './school-frame';

const charts = () => import('./school-charts');
const OutcomeChart = lazy(() => charts().then((m) => ({ default: m.OutcomeChart })));
const TestTypeChart = lazy(() => charts().then((m) => ({ default: m.TestTypeChart })));

const TYPES = ['progress', 'category', 'errors', 'simulation', 'theory'] as const;

/** The section chosen in the address (`?section=bike`), the first one by default. */
function useSection(): [SectionCode, (code: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('section') ?? '';
  const section = isSectionCode(asked) ? asked : SECTION_CODES[0];
  return [section, (code) => setParams({ section: code }, { replace: true })];
}

/** /{lang}/school/stats: the school's highlights per section (SPEC §3) (page group school-stats). */
export function SchoolStatsPage() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [section, setSection] = useSection();
  const highlights = useQuery(schoolHighlightsQuery(section));
  const options = SECTION_CODES.map((code) => ({ value: code, label: t(`sections.${code}`) }));
  return (
    <SchoolFrame title={t('school.statsTitle')} subtitle={t('school.page.statsText')}>
      {phone ? (
        <NativeSelect
          label={t('school.page.section')}
          data={options}
          value={section}
          onChange={(e) => setSection(e.currentTarget.value)}
        />
      ) : (
        <SegmentedControl
          data={options}
          value={section}
          onChange={setSection}
          aria-label={t('school.page.section')}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {highlights.isError && (
        <Alert color="red" variant="light" radius="lg" title={t('school.page.loadFailed')}>
          {describeError(highlights.error)}
        </Alert>
      )}
      {highlights.data ? (
        <Highlights data={highlights.data} />
      ) : (
        !highlights.isError && <Skeleton height={320} radius="lg" />
      )}
    </SchoolFrame>
  );
}

function Highlights({ data }: { data: SchoolHighlights }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const passed = data.passed1 + data.passed2 + data.passed3;
  const figures: [string, number, string][] = [
    [t('school.page.passed1'), data.passed1, 'passed1'],
    [t('school.page.passed2'), data.passed2, 'passed2'],
    [t('school.page.passed3'), data.passed3, 'passed3'],
    [t('school.page.activeStudents'), data.active, 'active'],
    [t('school.page.pendingStudents'), data.pending, 'pending'],
    [t('school.page.totalStudents'), data.total, 'total'],
  ];
  const outcome = [
    { name: t('school.page.passed1'), value: data.passed1, color: 'teal.6' },
    { name: t('school.page.passed2'), value: data.passed2, color: 'yellow.6' },
    { name: t('school.page.passed3'), value: data.passed3, color: 'orange.6' },
  ];
  const byType = TYPES.map((type) => {
    const s = data.testStats[type];
    return { type: t(`testRun.types.${type}`), right: s.right, wrong: s.answers - s.right };
  });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" component="dl" m={0}>
        {figures.map(([label, value, id]) => (
          <Paper key={id} withBorder radius="lg" p="md">
            <Text component="dt" size="sm" c="dimmed" fw={700}>
              {label}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={800}
              fz={{ base: 26, sm: 30 }}
              data-testid={`highlight-${id}`}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {formatNumber(value, lang)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('school.page.outcomeTitle')}
          </Title>
          {passed === 0 ? (
            <Text c="dimmed">{t('school.page.noOutcomes')}</Text>
          ) : (
            <figure style={{ margin: 0 }}>
              <VisuallyHidden component="figcaption">
                {t('school.page.outcomeTitle')}
              </VisuallyHidden>
              <Suspense fallback={<Skeleton height={180} radius="md" />}>
                <OutcomeChart data={outcome} />
              </Suspense>
              <Group justify="center" gap="md" mt="sm" aria-hidden="true">
                {outcome.map((o) => (
                  <Group key={o.name} gap={6} wrap="nowrap">
                    <ColorSwatch
                      color={`var(--mantine-color-${o.color.replace('.', '-')})`}
                      size={12}
                    />
                    <Text size="sm">{o.name}</Text>
                  </Group>
                ))}
              </Group>
            </figure>
          )}
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('school.page.testsTitle')}
          </Title>
          <figure style={{ margin: 0 }}>
            <VisuallyHidden component="figcaption">{t('school.page.testsTitle')}</VisuallyHidden>
            <Suspense fallback={<Skeleton height={240} radius="md" />}>
              <TestTypeChart data={byType} />
            </Suspense>
          </figure>
        </Paper>
      </SimpleGrid>
      <TestTypeTable
        title={t('school.page.testsTableTitle')}
        testStats={data.testStats}
        answersColumn
      />
    </Stack>
  );
}
