import type { Highlights } from '@kokpit/shared';
import { Group, Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ExplainPopover } from './explain-popover';
import classes from './student.module.css';

interface FigureProps {
  label: string;
  value: string;
  hint: string;
  explain: string;
  bar?: { value: number; color: string };
}

/** One big figure with a short line under it and, behind the (i), what it means. */
function Figure({ label, value, hint, explain, bar }: FigureProps) {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card}>
      <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
        <Text component="h3" className={classes.figureLabel} m={0}>
          {label}
        </Text>
        <ExplainPopover name={label}>{explain}</ExplainPopover>
      </Group>
      <Text className={classes.figure} mt={4}>
        {value}
      </Text>
      {bar && (
        <Progress value={bar.value} color={bar.color} size="sm" radius="xl" mt="xs" aria-hidden />
      )}
      <Text size="xs" c="dimmed" mt={6}>
        {hint}
      </Text>
    </Paper>
  );
}

/** Progress, success, remaining and power (SPEC §2 student page), in big clear numbers. */
export function HighlightCards({ h, minSuccess }: { h: Highlights; minSuccess: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <Figure
        label={t('dashboard.progress')}
        value={`${formatNumber(h.progress, lang)}%`}
        hint={t('dashboard.progressHint', { learned: h.learned, total: h.total })}
        explain={t('dashboard.progressExplain')}
        bar={{ value: h.progress, color: 'kokpit' }}
      />
      <Figure
        label={t('dashboard.success')}
        value={`${formatNumber(h.success, lang)}%`}
        hint={t('dashboard.successHint', { min: minSuccess })}
        explain={t('dashboard.successExplain', { min: minSuccess })}
        bar={{ value: h.success, color: h.success >= minSuccess ? 'teal' : 'orange' }}
      />
      <Figure
        label={t('dashboard.remaining')}
        value={formatNumber(h.remaining, lang)}
        hint={t('dashboard.remainingHint', { total: h.total })}
        explain={t('dashboard.remainingExplain')}
      />
      <Figure
        label={t('dashboard.power')}
        value={`${formatNumber(h.power, lang)}%`}
        hint={t('dashboard.powerHint')}
        explain={t('dashboard.powerExplain')}
        bar={{ value: h.power, color: h.power > 30 ? 'red' : h.power > 10 ? 'orange' : 'teal' }}
      />
    </SimpleGrid>
  );
}
