import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TestAnswer, TestQuestion } from '../api/tests';
import classes from './test.module.css';

interface QuestionFeedbackProps {
  question: TestQuestion;
  right: boolean;
  correct: TestAnswer | undefined;
  /** The student's setting: explanations after each answer. */
  showHelp: boolean;
}

/** The verdict of a practice answer, with the book's and the school's explanation. */
export function QuestionFeedback({ question, right, correct, showHelp }: QuestionFeedbackProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Paper p="md" radius="md" className={classes.feedback} data-right={right || undefined}>
        <Text fw={800} size="lg" className={classes.feedbackTitle}>
          {right ? t('testRun.right') : t('testRun.wrong')}
        </Text>
        {!right && correct && (
          <Text mt={4}>{t('testRun.correctAnswerIs', { answer: correct.answer })}</Text>
        )}
        {showHelp && question.help && (
          <Text mt="xs" className={classes.help}>
            <Text span fw={700}>
              {t('testRun.why')}
            </Text>{' '}
            {question.help}
          </Text>
        )}
        {showHelp && question.theoryUrl && (
          <Anchor
            href={question.theoryUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            mt={6}
          >
            {t('testRun.theory', { name: question.theoryName || t('testRun.theoryFallback') })}
          </Anchor>
        )}
      </Paper>
      {question.schoolHelp && <SchoolHelp text={question.schoolHelp} />}
    </Stack>
  );
}

/** The student's driving school's own note on the question. */
export function SchoolHelp({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Paper p="md" radius="md" className={classes.schoolHelp}>
      <Text fw={700} size="sm">
        {t('testRun.schoolHelp')}
      </Text>
      <Text mt={4} className={classes.help}>
        {text}
      </Text>
    </Paper>
  );
}
