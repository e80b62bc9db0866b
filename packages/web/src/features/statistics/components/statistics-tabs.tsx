import type { SectionStatistics } from '@kokpit/shared';
import { Skeleton, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { StudentSection } from '../../student';
import { CategoriesTab } from './categories-tab';
import { ErrorsTab } from './errors-tab';
import { SimulationsTab } from './simulations-tab';
import classes from './statistics.module.css';
import { SummaryTab } from './summary-tab';

const TABS = ['summary', 'categories', 'errors', 'exams'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

interface StatisticsTabsProps {
  /** Absent while loading (a skeleton under the tabs). */
  stats: SectionStatistics | undefined;
  section: StudentSection | null;
  /** Someone else's statistics (a school looking at its student): nothing to start. */
  readOnly?: boolean;
  /** Whether the load failed (no skeleton then: the page shows why). */
  failed?: boolean;
}

/**
 * Summary, categories, errors, ministry tests (SPEC §2): the student's statistics page, and
 * the same read-only for their school. The tab lives in the address (`?tab=errors`).
 */
export function StatisticsTabs({ stats, section, readOnly = false, failed }: StatisticsTabsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'summary';
  const choose = (value: string | null) => {
    if (!isTab(value)) return;
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next, { replace: true });
  };
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List mb="lg" className={classes.tabs}>
        <Tabs.Tab value="summary">{t('stats.tabSummary')}</Tabs.Tab>
        <Tabs.Tab value="categories">{t('stats.tabCategories')}</Tabs.Tab>
        <Tabs.Tab value="errors">{t('stats.tabErrors')}</Tabs.Tab>
        <Tabs.Tab value="exams">{t('stats.tabExams')}</Tabs.Tab>
      </Tabs.List>
      {!stats || !section ? (
        !failed && <Skeleton height={260} radius="lg" />
      ) : (
        <>
          <Tabs.Panel value="summary">
            <SummaryTab stats={stats} section={section} readOnly={readOnly} />
          </Tabs.Panel>
          <Tabs.Panel value="categories">
            <CategoriesTab stats={stats} readOnly={readOnly} />
          </Tabs.Panel>
          <Tabs.Panel value="errors">
            <ErrorsTab stats={stats} section={section} readOnly={readOnly} />
          </Tabs.Panel>
          <Tabs.Panel value="exams">
            <SimulationsTab stats={stats} section={section} readOnly={readOnly} />
          </Tabs.Panel>
        </>
      )}
    </Tabs>
  );
}
