import { Button, Group } from '@mantine/core';
import type { TestType } from '@kokpit/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useStartTest } from '../hooks/use-start-test';
import { nextTestAfter } from '../next-test';
import classes from './test.module.css';

/**
 * The ways on after a test: another one like it (of the same category after a category test),
 * the errors, the dashboard.
 */
export function ResultActions({
  section,
  type,
  categoryId,
}: {
  section: string;
  type: TestType;
  categoryId?: number;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // No mistakes to practise is good news, said kindly rather than as an error.
  const start = useStartTest({
    onNothingToPractise: () =>
      notify({ title: t('dashboard.noErrorsTitle'), message: t('dashboard.noErrorsText') }),
  });
  const again = nextTestAfter(type, categoryId);
  return (
    <Group gap="sm" className={classes.actions}>
      <Button
        size="md"
        loading={start.isPending && start.variables?.type === again.type}
        onClick={() =>
          start.mutate({
            section,
            type: again.type,
            ...('options' in again ? { options: again.options } : {}),
          })
        }
      >
        {t(again.labelKey)}
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
