import { Box, Button, Group, Progress, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tally } from '../test-state';
import { CloseIcon } from './test-icons';
import { TestTimer } from './test-timer';
import marks from '../../../components/ui/answer-marks.module.css';
import classes from './test.module.css';

interface TestTopBarProps {
  title: string;
  /** The question on screen (1-based) and the test's length. */
  position: number;
  total: number;
  tally: Tally;
  /** Right and wrong are shown only where the test reveals them. */
  showTally: boolean;
  leftMs: number | null;
  onExit: () => void;
}

/** Title, timer and exit on one line; the position, the tally and the progress bar below. */
export function TestTopBar(props: TestTopBarProps) {
  const { t } = useTranslation();
  const { tally, total } = props;
  return (
    <Box className={classes.topBar}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={1} className={classes.title} lineClamp={1}>
          {props.title}
        </Title>
        <Group gap="sm" wrap="nowrap">
          {props.leftMs !== null && <TestTimer leftMs={props.leftMs} />}
          <Button
            variant="default"
            size="xs"
            leftSection={<CloseIcon size={14} />}
            onClick={props.onExit}
          >
            {t('testRun.exit')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" mt={8} mb={6} gap="xs">
        <Text fw={700} size="sm" className={classes.position}>
          {t('testRun.position', { current: props.position, total })}
        </Text>
        {props.showTally ? (
          <Group gap="sm">
            <Text size="sm" fw={600} className={marks.tallyRight}>
              {t('testRun.tallyRight', { n: tally.right })}
            </Text>
            <Text size="sm" fw={600} className={marks.tallyWrong}>
              {t('testRun.tallyWrong', { n: tally.wrong })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('testRun.answeredOf', { n: tally.answered, total })}
          </Text>
        )}
      </Group>
      <Progress
        value={(tally.answered / total) * 100}
        size="sm"
        radius="xl"
        aria-label={t('testRun.progressLabel', { n: tally.answered, total })}
        transitionDuration={200}
      />
    </Box>
  );
}
