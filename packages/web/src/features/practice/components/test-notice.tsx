import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import classes from './test.module.css';

interface TestNoticeProps {
  title: string;
  text: string;
  busy?: boolean;
  /** Actions before the way back to the dashboard. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A test page that shows no question: the test is over, unreachable, or being marked. */
export function TestNotice({ title, text, busy, actions, children }: TestNoticeProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Stack gap="lg" pt={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start" role="status">
            {busy && <Loader size="sm" mt={2} />}
            <Text size="lg">{text}</Text>
          </Group>
          {children}
          <Group gap="sm" className={classes.actions}>
            {actions}
            <Button variant="default" component={Link} to={paths.student(lang)}>
              {t('testRun.toDashboard')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
