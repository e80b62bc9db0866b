import { Button, Group, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TestQuestion } from '../api/tests';
import type { GridState } from '../test-state';
import { FlagIcon } from './test-icons';
import classes from './question-grid.module.css';

interface QuestionGridProps {
  questions: readonly TestQuestion[];
  states: readonly GridState[];
  flagged: ReadonlySet<number>;
  /** Index of the question on screen. */
  current: number;
  onGo: (index: number) => void;
  onHandIn: () => void;
}

/**
 * The exam's question grid, as on the ministry's exam program: every question by number, shown
 * answered, skipped or flagged; any of them opens with a tap until the exam is handed in.
 */
export function QuestionGrid(p: QuestionGridProps) {
  const { t } = useTranslation();
  const count = (s: GridState) => p.states.filter((x) => x === s).length;
  const open = p.states.length - count('answered');
  return (
    <Paper withBorder radius="lg" p="md" component="nav" aria-labelledby="exam-grid-title">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h5" id="exam-grid-title">
          {t('testRun.gridTitle')}
        </Title>
        <Group gap="md" className={classes.legend}>
          <Text size="sm" className={classes.legendItem} data-state="answered">
            {t('testRun.gridAnswered', { n: count('answered') })}
          </Text>
          <Text size="sm" className={classes.legendItem} data-state="skipped">
            {t('testRun.gridSkipped', { n: count('skipped') })}
          </Text>
          <Text size="sm" className={classes.legendItem} data-state="flagged">
            {t('testRun.gridFlagged', { n: p.flagged.size })}
          </Text>
        </Group>
      </Group>
      <ol className={classes.grid}>
        {p.questions.map((q, i) => {
          const state = p.states[i]!;
          const flagged = p.flagged.has(q.id);
          const label = [
            t('testRun.questionLabel', { n: i + 1 }),
            t(`testRun.gridState.${state}`),
            ...(flagged ? [t('testRun.gridState.flagged')] : []),
          ].join(', ');
          return (
            <li key={q.id}>
              <UnstyledButton
                className={classes.cell}
                data-state={state}
                data-flagged={flagged || undefined}
                aria-current={i === p.current ? 'step' : undefined}
                aria-label={label}
                title={label}
                onClick={() => p.onGo(i)}
              >
                {i + 1}
                {flagged && <FlagIcon size={12} fill="currentColor" className={classes.flag} />}
              </UnstyledButton>
            </li>
          );
        })}
      </ol>
      <Group justify="space-between" align="center" mt="md" gap="sm">
        <Text size="sm" c="dimmed">
          {t('testRun.gridOpenLeft', { n: open })}
        </Text>
        <Button variant="light" color="kokpit" onClick={p.onHandIn}>
          {t('testRun.handIn')}
        </Button>
      </Group>
    </Paper>
  );
}
