import {
  Alert,
  Box,
  Button,
  Group,
  Kbd,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestQuestion } from '../api/tests';
import { correctAnswerOf, isRight, type LocalAnswer } from '../test-state';
import { AnswerButton, QuestionPicture, type AnswerState } from '../../../components/question';
import { HelpText } from '../../../components/ui/help-text';
import { QuestionFeedback, SchoolHelp } from './question-feedback';
import { QuestionVideo } from './question-video';
import { ArrowRightIcon, FlagIcon } from './test-icons';
import marks from '../../../components/ui/answer-marks.module.css';
import classes from './test.module.css';

export interface QuestionViewProps {
  question: TestQuestion;
  position: number;
  /** Shown in Greek for want of a translation in the page's language: said above it. */
  untranslated?: boolean;
  practice: boolean;
  answer: LocalAnswer | undefined;
  revealed: boolean;
  helpOpen: boolean;
  videoOpen: boolean;
  showHelp: boolean;
  /** "Question group 2 completed…", shown under the answer that completed it. */
  groupNotice: string | null;
  /** Label of the way on: next question, or the result after the last one. */
  nextLabel: string;
  canSkip: boolean;
  /** A simulation's question answered before, opened again from the grid: its answer stands. */
  answerFinal?: boolean;
  tools: ReactNode;
  onPick: (answerId: number) => void;
  onNext: () => void;
  onSkip: () => void;
}

function stateOf(
  answerId: number,
  isCorrect: boolean | undefined,
  p: Pick<QuestionViewProps, 'answer' | 'practice' | 'revealed'>,
): AnswerState {
  if (!p.answer) return p.revealed && isCorrect ? 'hint' : 'open';
  if (!p.practice) return answerId === p.answer.answerId ? 'picked' : 'other';
  if (isCorrect) return 'correct';
  return answerId === p.answer.answerId ? 'wrong' : 'other';
}

/** One question: text, picture, video, answers as large buttons and, once answered, the verdict. */
export function QuestionView(p: QuestionViewProps) {
  const { t } = useTranslation();
  const { question, answer } = p;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const answered = answer !== undefined;

  // A new question: bring the reader to its top. An answer: the verdict and the way on.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [question.id]);
  useEffect(() => {
    if (!answered || !p.practice) return;
    nextRef.current?.focus({ preventScroll: true });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    nextRef.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [answered, p.practice]);

  const right = answer ? isRight(question, answer.answerId) : null;
  return (
    <div className={classes.layout}>
      <div className={classes.stem}>
        {p.untranslated && (
          <Text size="sm" c="dimmed" mb="xs" data-testid="untranslated">
            {t('testRun.untranslated')}
          </Text>
        )}
        <Title
          order={2}
          ref={headingRef}
          tabIndex={-1}
          className={classes.question}
          lang={p.untranslated ? 'el' : undefined}
        >
          <VisuallyHidden>{t('testRun.questionLabel', { n: p.position })}: </VisuallyHidden>
          {question.question}
        </Title>
        {question.photo && <QuestionPicture key={question.id} src={question.photo} />}
        {p.videoOpen && question.videoUrl && <QuestionVideo url={question.videoUrl} />}
      </div>

      <div className={classes.response}>
        <Stack
          gap="sm"
          component="ul"
          className={classes.answers}
          aria-label={t('testRun.answers')}
        >
          {question.answers.map((a, i) => (
            <li key={a.id}>
              <AnswerButton
                shortcut={i + 1}
                text={a.answer}
                state={stateOf(a.id, a.isCorrect, p)}
                disabled={answered}
                onClick={() => p.onPick(a.id)}
              />
            </li>
          ))}
        </Stack>

        {p.tools}

        {!answered && p.helpOpen && (question.help || question.schoolHelp) && (
          <Text size="sm" c="dimmed" data-testid="help-counts">
            {t('testRun.helpCounts')}
          </Text>
        )}
        {!answered && p.helpOpen && question.help && (
          <Paper p="md" radius="md" withBorder>
            <div className={classes.help}>
              <HelpText source={question.help} className={classes.helpText} />
            </div>
          </Paper>
        )}
        {!answered && p.helpOpen && question.schoolHelp && (
          <SchoolHelp text={question.schoolHelp} />
        )}

        <Box aria-live="polite">
          {answered && p.practice && right !== null && (
            <QuestionFeedback
              question={question}
              right={right}
              correct={correctAnswerOf(question)}
              showHelp={p.showHelp || p.helpOpen}
              revealed={answer?.revealed}
              helped={answer?.helped}
            />
          )}
          {p.answerFinal && (
            <Text size="sm" c="dimmed" mt="sm">
              {t('testRun.answerFinal')}
            </Text>
          )}
          {p.groupNotice && (
            <Alert mt="sm" color="kokpit" variant="light" icon={<FlagIcon size={18} />} radius="md">
              {p.groupNotice}
            </Alert>
          )}
        </Box>

        <Group justify="flex-end" gap="sm">
          {!answered && p.canSkip && (
            <Button variant="default" size="md" onClick={p.onSkip}>
              {t('testRun.skip')}
            </Button>
          )}
          {answered && (
            <Button
              ref={nextRef}
              size="md"
              onClick={p.onNext}
              className={marks.next}
              rightSection={<ArrowRightIcon size={18} />}
            >
              {p.nextLabel}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed" className={marks.keysHint} aria-hidden="true">
          <Kbd size="xs">1</Kbd>–<Kbd size="xs">{Math.min(question.answers.length, 5)}</Kbd>{' '}
          {t('testRun.keysAnswer')} · <Kbd size="xs">Enter</Kbd> {t('testRun.keysNext')}
        </Text>
      </div>
    </div>
  );
}
