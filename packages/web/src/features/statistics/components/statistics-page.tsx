import { Alert, Button, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApplyTheme } from '../../profile';
import { useCurrentSection } from '../../student';
import { PendingAnswers } from '../../practice';
import { statisticsQuery } from '../api/statistics';
import { CategoriesTab } from './categories-tab';
import { ErrorsTab } from './errors-tab';
import { SimulationsTab } from './simulations-tab';
import classes from './statistics.module.css';
import { SummaryTab } from './summary-tab';

const TABS = ['summary', 'categories', 'errors', 'exams'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/** /{lang}/student/statistics: summary, categories, errors, ministry tests (SPEC §2). */
export function StudentStatsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t('student.statsTitle'));
  useApplyTheme();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'summary';
  const { current } = useCurrentSection();
  const stats = useQuery({ ...statisticsQuery(current?.code ?? '', lang), enabled: !!current });

  const choose = (value: string | null) => {
    if (isTab(value)) setParams({ tab: value }, { replace: true });
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {t('student.statsTitle')}
            </Title>
            {current && (
              <Text c="dimmed" mt={2}>
                {t('stats.sectionLine', { name: current.name })}
              </Text>
            )}
          </div>
          <PendingAnswers />
        </Group>
        {stats.isError && (
          <Alert color="red" variant="light" radius="lg" title={t('stats.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{describeError(stats.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void stats.refetch()}>
                {t('stats.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Tabs value={tab} onChange={choose} keepMounted={false}>
          <Tabs.List mb="lg" className={classes.tabs}>
            <Tabs.Tab value="summary">{t('stats.tabSummary')}</Tabs.Tab>
            <Tabs.Tab value="categories">{t('stats.tabCategories')}</Tabs.Tab>
            <Tabs.Tab value="errors">{t('stats.tabErrors')}</Tabs.Tab>
            <Tabs.Tab value="exams">{t('stats.tabExams')}</Tabs.Tab>
          </Tabs.List>
          {!stats.data || !current ? (
            !stats.isError && <Skeleton height={260} radius="lg" />
          ) : (
            <>
              <Tabs.Panel value="summary">
                <SummaryTab stats={stats.data} section={current} />
              </Tabs.Panel>
              <Tabs.Panel value="categories">
                <CategoriesTab stats={stats.data} />
              </Tabs.Panel>
              <Tabs.Panel value="errors">
                <ErrorsTab stats={stats.data} section={current} />
              </Tabs.Panel>
              <Tabs.Panel value="exams">
                <SimulationsTab stats={stats.data} section={current} />
              </Tabs.Panel>
            </>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
