import {
  Button,
  Group,
  Paper,
  Progress,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LANGUAGES, type ContentImportSummaryView } from '@kokpit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentImport } from '../hooks/use-content-import';
import { PageTitle } from '../../../components/ui/page-title';

type Source = 'sample' | 'folder';

/**
 * Content import (issue 20 item 7): the shipped sample pack or a folder on the server, a live
 * progress bar while it runs and the summary of what it added and changed.
 */
export function ContentImportPage() {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>('sample');
  const [path, setPath] = useState('');
  const { state, running, start } = useContentImport();
  return (
    <Stack gap="lg">
      <PageTitle title={t('adminContent.title')} text={t('adminContent.text')} />
      <Paper withBorder radius="lg" p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void start(source === 'sample' ? { source } : { source, path });
          }}
        >
          <Stack gap="sm">
            <Radio.Group
              label={t('adminContent.source')}
              value={source}
              onChange={(v) => setSource(v as Source)}
            >
              <Stack gap="xs" mt={6}>
                <Radio value="sample" label={t('adminContent.sourceSample')} />
                <Radio value="folder" label={t('adminContent.sourceFolder')} />
              </Stack>
            </Radio.Group>
            {source === 'folder' && (
              <TextInput
                label={t('adminContent.folder')}
                description={t('adminContent.folderHint')}
                value={path}
                onChange={(e) => setPath(e.currentTarget.value)}
                required
                maw={480}
              />
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={running}>
                {t('adminContent.start')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {state && (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" fw={500} id="import-progress-label">
                {t('adminContent.progress')}: {t(`adminContent.stage_${state.stage}`)}
              </Text>
              <Text size="sm" data-testid="import-percent">
                {state.percent}%
              </Text>
            </Group>
            <Progress
              value={state.percent}
              size="lg"
              radius="xl"
              color={state.error ? 'red' : undefined}
              animated={!state.done}
              aria-labelledby="import-progress-label"
              data-testid="import-progress"
            />
            {state.error && (
              <Text size="sm" c="red" role="alert">
                {state.error}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      {state?.summary && <ImportSummary summary={state.summary} />}
    </Stack>
  );
}

function ImportSummary({ summary }: { summary: ContentImportSummaryView }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'questions', label: t('adminContent.questions'), ...summary.questions },
    { key: 'categories', label: t('adminContent.categories'), ...summary.categories },
    { key: 'pictures', label: t('adminContent.pictures'), ...summary.pictures },
    ...LANGUAGES.flatMap((lang) => {
      const counts = summary.languages[lang];
      if (!counts) return [];
      const name = t(`language.names.${lang}`);
      return [
        {
          key: `lang-${lang}`,
          label: t('adminContent.language', { lang: name }),
          inserted: counts.added,
          updated: counts.updated,
          unchanged: null,
        },
      ];
    }),
  ];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="import-summary">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminContent.summaryTitle', { name: summary.name })}
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminContent.what')}</Table.Th>
                <Table.Th ta="end">{t('adminContent.added')}</Table.Th>
                <Table.Th ta="end">{t('adminContent.updated')}</Table.Th>
                <Table.Th ta="end">{t('adminContent.unchanged')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key} data-testid={`import-row-${r.key}`}>
                  <Table.Td>{r.label}</Table.Td>
                  <Table.Td ta="end">{r.inserted}</Table.Td>
                  <Table.Td ta="end">{r.updated}</Table.Td>
                  <Table.Td ta="end">{r.unchanged ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {Object.keys(summary.languages).length === 0 && (
          <Text size="sm" c="dimmed">
            {t('adminContent.noLanguages')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('adminContent.took', { seconds: (summary.tookMs / 1000).toFixed(1) })}
          {summary.warnings > 0 && ` · ${t('adminContent.warnings', { count: summary.warnings })}`}
        </Text>
      </Stack>
    </Paper>
  );
}
