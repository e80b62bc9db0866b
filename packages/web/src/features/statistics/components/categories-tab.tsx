import type { SectionStatistics } from '@kokpit/shared';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { voiced } from '../voice';
import { CategoryProgressChart } from './lazy-charts';

/** Progress per category: the chart, then each category with its numbers. */
export function CategoriesTab({
  stats,
  readOnly = false,
}: {
  stats: SectionStatistics;
  /** Read by the student's school: about the student. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const categories = stats.categoryStats;
  return (
    <Stack gap="lg">
      {/* On a phone the list below already draws one bar per category. */}
      <Paper withBorder radius="lg" p="md" visibleFrom="sm">
        <Title order={2} size="h4" mb="md">
          {t('stats.categoriesTitle')}
        </Title>
        <CategoryProgressChart
          data={categories.map((c) => ({ name: c.name, progress: c.progress }))}
          caption={t(voiced('categoriesCaption', readOnly))}
        />
      </Paper>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {categories.map((c) => (
          <Paper component="li" key={c.categoryId} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="nowrap" gap="sm" mb={6}>
              <Text fw={700}>{c.name}</Text>
              <Text fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {c.progress}%
              </Text>
            </Group>
            <Progress
              value={c.progress}
              size="md"
              radius="xl"
              aria-label={t('stats.categoryProgress', { name: c.name, n: c.progress })}
            />
            <Text size="sm" c="dimmed" mt={6}>
              {t(voiced('categoryLine', readOnly), {
                answered: c.answered,
                total: c.total,
                right: c.correct,
                replies: c.replies,
              })}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
