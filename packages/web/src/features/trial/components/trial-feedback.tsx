import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrialAnswer } from '../api/trial-test';
import marks from '../../../components/ui/answer-marks.module.css';
import classes from './trial.module.css';

interface TrialFeedbackProps {
  right: boolean;
  correct: TrialAnswer | undefined;
  help: string;
}

/** The verdict right after a pick: right or wrong, the right answer, and the help text. */
export function TrialFeedback({ right, correct, help }: TrialFeedbackProps) {
  const { t } = useTranslation();
  return (
    <Paper className={marks.feedback} data-right={right || undefined} radius="md" p="md">
      <Text fw={700} className={marks.feedbackTitle}>
        {right ? t('trial.right') : t('trial.wrong')}
      </Text>
      {!right && correct && (
        <Text size="sm" mt={4}>
          {t('trial.correctAnswerIs', { answer: correct.answer })}
        </Text>
      )}
      {help && (
        <Text size="sm" mt="xs" className={classes.help}>
          <strong>{t('trial.why')}</strong> {help}
        </Text>
      )}
    </Paper>
  );
}
