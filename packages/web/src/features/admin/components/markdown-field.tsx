import { Box, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../info-pages';
import type { ColumnFieldProps } from './field-props';

/**
 * A Markdown column (an information page's body): the text beside a preview rendered by the
 * same renderer the public page uses, so the operator sees what readers will. Side by side on
 * a wide screen; on a phone the operator switches between writing and the preview.
 */
export function MarkdownField({ value, common, onChange }: ColumnFieldProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)');
  const [view, setView] = useState<'write' | 'preview'>('write');
  const text = value === null ? '' : String(value);
  const editor = (
    <Textarea
      {...common}
      description={`${common.description} · ${t('admin.markdown.hint')}`}
      autosize
      minRows={10}
      maxRows={30}
      ff="monospace"
      value={text}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
  const preview = (
    <Paper withBorder p="md" radius="md" aria-label={t('admin.markdown.preview')} role="region">
      {text.trim() === '' ? (
        <Text size="sm" c="dimmed">
          {t('admin.markdown.empty')}
        </Text>
      ) : (
        <MarkdownView source={text} />
      )}
    </Paper>
  );
  if (wide) {
    return (
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          gap: 'var(--mantine-spacing-md)',
          alignItems: 'start',
        }}
      >
        {editor}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('admin.markdown.preview')}
          </Text>
          {preview}
        </Stack>
      </Box>
    );
  }
  return (
    <Stack gap="xs">
      <SegmentedControl
        value={view}
        onChange={(v) => setView(v as 'write' | 'preview')}
        data={[
          { value: 'write', label: t('admin.markdown.write') },
          { value: 'preview', label: t('admin.markdown.preview') },
        ]}
        aria-label={common.label}
      />
      {view === 'write' ? editor : preview}
    </Stack>
  );
}
