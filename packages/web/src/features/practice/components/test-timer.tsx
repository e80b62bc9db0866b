import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../hooks/use-countdown';
import { ClockIcon } from './test-icons';
import classes from './test.module.css';

/** The countdown: orange in the last minute, red once the time is over. */
export function TestTimer({ leftMs }: { leftMs: number }) {
  const { t } = useTranslation();
  const state = leftMs <= 0 ? 'over' : leftMs <= 60_000 ? 'low' : 'ok';
  const minutes = Math.max(0, Math.ceil(leftMs / 60_000));
  return (
    <Group gap={4} wrap="nowrap" className={classes.timer} data-state={state}>
      <ClockIcon size={16} />
      <Text fw={700} size="sm" aria-hidden="true" className={classes.timer} data-state={state}>
        {formatClock(leftMs)}
      </Text>
      <VisuallyHidden>
        {state === 'over' ? t('testRun.timeOver') : t('testRun.timeLeft', { n: minutes })}
      </VisuallyHidden>
    </Group>
  );
}
