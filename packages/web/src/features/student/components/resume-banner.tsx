import type { Highlights } from '@kokpit/shared';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { PlayIcon } from './student-icons';
import classes from './student.module.css';

type Running = NonNullable<Highlights['runningTest']>;

/** A test left half-way: where it stands and the way back into it. */
export function ResumeBanner({ running }: { running: Running }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Paper radius="lg" p="md" className={classes.resume}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 220px' }}>
          <Text fw={800}>
            {t('dashboard.resumeTitle', { type: t(`testRun.types.${running.type}`) })}
          </Text>
          <Text size="sm">
            {t('dashboard.resumeText', { answered: running.answered, total: running.total })}
          </Text>
          <Progress
            value={(running.answered / Math.max(1, running.total)) * 100}
            size="sm"
            radius="xl"
            color="signal.7"
            aria-hidden
          />
        </Stack>
        <Button
          component={Link}
          to={paths.test(lang, running.id)}
          size="md"
          leftSection={<PlayIcon size={16} />}
        >
          {t('dashboard.resume')}
        </Button>
      </Group>
    </Paper>
  );
}
