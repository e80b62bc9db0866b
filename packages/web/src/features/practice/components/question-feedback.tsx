import { Anchor, Box, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HelpText } from '../../../components/ui/help-text';
import type { TestAnswer, TestQuestion } from '../api/tests';
import marks from '../../../components/ui/answer-marks.module.css';
import classes from './test.module.css';

interface QuestionFeedbackProps {
  question: TestQuestion;
  right: boolean;
  correct: TestAnswer | undefined;
  /** The student's setting: explanations after each answer. */
  showHelp: boolean;
  /** Picked after "show correct answer": counted as not known, whatever was picked. */
  revealed?: boolean;
  /** Picked with the help open: likewise counted as not known. */
  helped?: boolean;
}

/** The verdict of a practice answer, with the book's and the school's explanation. */
export function QuestionFeedback(props: QuestionFeedbackProps) {
  const { question, right, correct, showHelp } = props;
  const { t } = useTranslation();
  // A right answer the page gave away: said so, instead of "Right!".
  const given = right && (props.revealed === true || props.helped === true);
  const givenBy = props.revealed === true ? 'revealed' : 'helped';
  return (
    <Stack gap="sm">
      <Paper
        p="md"
        radius="md"
        className={marks.feedback}
        data-right={(right && !given) || undefined}
      >
        <Text fw={800} size="lg" className={marks.feedbackTitle}>
          {given ? t(`testRun.${givenBy}Title`) : right ? t('testRun.right') : t('testRun.wrong')}
        </Text>
        {given && <Text mt={4}>{t(`testRun.${givenBy}Note`)}</Text>}
        {!right && correct && (
          <Text mt={4}>{t('testRun.correctAnswerIs', { answer: correct.answer })}</Text>
        )}
        {showHelp && question.help && (
          <div className={classes.help}>
            <Text span fw={700} mt="xs" display="block">
              {t('testRun.why')}
            </Text>
            <HelpText source={question.help} className={classes.helpText} />
          </div>
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
      <Box mt={4} className={classes.help}>
        <HelpText source={text} className={classes.helpText} />
      </Box>
    </Paper>
  );
}
