import { Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import type { AdminQuery, ExportFormat } from '@kokpit/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { downloadExport, ExportInterrupted } from '../api/exports';

const CHOICES: { format: ExportFormat; delimiter: ',' | ';'; label: string }[] = [
  { format: 'csv', delimiter: ',', label: 'adminExports.csv' },
  { format: 'csv', delimiter: ';', label: 'adminExports.csvGreek' },
  { format: 'xlsx', delimiter: ',', label: 'adminExports.xlsx' },
  { format: 'php', delimiter: ',', label: 'adminExports.php' },
  { format: 'sql', delimiter: ',', label: 'adminExports.sql' },
];

/** Exports the list as it is filtered and sorted now, with its progress and a way to stop. */
export function ExportMenu({ query }: { query: AdminQuery }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ rows: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function start(format: ExportFormat, delimiter: ',' | ';') {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total: 0 });
    try {
      const name = await downloadExport({
        query,
        format,
        delimiter,
        signal: controller.signal,
        onProgress: setProgress,
      });
      notify({ message: t('adminExports.saved', { name }), tone: 'success' });
    } catch (error) {
      const cancelled = controller.signal.aborted;
      const message = cancelled
        ? t('adminExports.cancelled')
        : error instanceof ExportInterrupted
          ? t('adminExports.interrupted')
          : (error as Error).message;
      notify({
        message,
        fallbackKey: 'adminExports.failed',
        tone: cancelled ? 'info' : 'error',
      });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  if (progress) {
    const percent = progress.total > 0 ? Math.round((progress.rows / progress.total) * 100) : 0;
    return (
      <Stack gap={4} miw={220} data-testid="export-progress">
        <Group justify="space-between" gap="xs">
          <Text size="xs">
            {t('adminExports.progress', { rows: progress.rows, total: progress.total })}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => abort.current?.abort()}
          >
            {t('adminExports.cancel')}
          </Button>
        </Group>
        <Progress value={percent} aria-label={t('adminExports.progressLabel')} />
      </Stack>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default">{t('adminExports.export')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CHOICES.map((c) => (
          <Menu.Item key={c.label} onClick={() => void start(c.format, c.delimiter)}>
            {t(c.label as 'adminExports.csv')}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
