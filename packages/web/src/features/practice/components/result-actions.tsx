import { Button, Group } from '@mantine/core';
import type { TestType } from '@kokpit/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useStartTest } from '../hooks/use-start-test';
import classes from './test.module.css';

/** The ways on after a test: another one like it, the errors, the dashboard. */
export function ResultActions({ section, type }: { section: string; type: TestType }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const start = useStartTest();
  const again = type === 'simulation' ? 'simulation' : 'progress';
  return (
    <Group gap="sm" className={classes.actions}>
      <Button
        size="md"
        loading={start.isPending && start.variables?.type === again}
        onClick={() => start.mutate({ section, type: again })}
      >
        {again === 'simulation' ? t('testRun.newSimulation') : t('testRun.newProgress')}
      </Button>
      <Button
        size="md"
        variant="light"
        loading={start.isPending && start.variables?.type === 'errors'}
        onClick={() => start.mutate({ section, type: 'errors' })}
      >
        {t('testRun.practiseErrors')}
      </Button>
      <Button size="md" variant="default" component={Link} to={paths.student(lang)}>
        {t('testRun.toDashboard')}
      </Button>
    </Group>
  );
}
