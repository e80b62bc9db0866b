import {
  Box,
  Button,
  Group,
  Kbd,
  Progress,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useWindowKeydown } from '../../../lib/use-window-keydown';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrialQuestion } from '../api/trial-test';
import { correctAnswerOf } from '../trial-state';
import { AnswerButton, QuestionPicture } from '../../../components/question';
import { answerStateOf } from './answer-state';
import { TrialFeedback } from './trial-feedback';
import marks from '../../../components/ui/answer-marks.module.css';
import classes from './trial.module.css';

interface TrialQuestionViewProps {
  question: TrialQuestion;
  /** 1-based. */
  position: number;
  total: number;
  tally: { right: number; wrong: number };
  pickedId: number | null;
  onPick: (answerId: number) => void;
  onNext: () => void;
}

/** Elements whose own Enter or digit keys must win over the test's shortcuts. */
const OWN_KEYS = 'button, a, input, textarea, select, [contenteditable="true"]';

/**
 * One question: picture, answers as large buttons, and the verdict as soon as one is picked.
 * Keys 1–5 answer, Enter goes on.
 */
export function TrialQuestionView({
  question,
  position,
  total,
  tally,
  pickedId,
  onPick,
  onNext,
}: TrialQuestionViewProps) {
  const { t } = useTranslation();
  const screenRef = useRef<HTMLDivElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const answered = pickedId !== null;
  const last = position === total;

  // A new question: bring the reader to it. An answer: the way on is the next thing to press.
  useEffect(() => {
    screenRef.current?.scrollIntoView({ block: 'start' });
    questionRef.current?.focus({ preventScroll: true });
  }, [question.id]);
  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);

  useWindowKeydown((event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.key === 'Enter') {
      // A focused button handles Enter itself (and the Next button is focused once answered).
      if (answered && !target?.closest(OWN_KEYS)) {
        event.preventDefault();
        onNext();
      }
      return;
    }
    const digit = Number(event.key);
    if (!answered && Number.isInteger(digit) && digit >= 1 && digit <= 5) {
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const answer = question.answers[digit - 1];
      if (answer) {
        event.preventDefault();
        onPick(answer.id);
      }
    }
  });

  const picked = question.answers.find((answer) => answer.id === pickedId);
  const correct = correctAnswerOf(question);
  return (
    <Stack gap="lg" ref={screenRef} className={classes.screen}>
      <div>
        <Group justify="space-between" mb={8} gap="xs">
          <Text fw={700} size="sm" className={classes.position}>
            {t('trial.progress', { current: position, total })}
          </Text>
          <Group gap="sm">
            <Text size="sm" fw={600} className={marks.tallyRight}>
              {t('trial.tallyRight', { n: tally.right })}
            </Text>
            <Text size="sm" fw={600} className={marks.tallyWrong}>
              {t('trial.tallyWrong', { n: tally.wrong })}
            </Text>
          </Group>
        </Group>
        <Progress
          value={((position - (answered ? 0 : 1)) / total) * 100}
          size="sm"
          radius="xl"
          aria-label={t('trial.progressLabel', { current: position, total })}
          transitionDuration={200}
        />
      </div>

      <Title order={3} ref={questionRef} tabIndex={-1} className={classes.question}>
        <VisuallyHidden>{t('trial.questionLabel', { current: position })}: </VisuallyHidden>
        {question.question}
      </Title>

      {question.photo && <QuestionPicture key={question.id} src={question.photo} />}

      <Stack gap="sm" component="ul" className={classes.answers} aria-label={t('trial.answers')}>
        {question.answers.map((answer, i) => (
          <li key={answer.id}>
            <AnswerButton
              shortcut={i + 1}
              text={answer.answer}
              state={answerStateOf(answer, pickedId)}
              disabled={answered}
              onClick={() => onPick(answer.id)}
            />
          </li>
        ))}
      </Stack>

      <Box aria-live="polite">
        {answered && (
          <TrialFeedback
            right={picked?.isCorrect === true}
            correct={correct}
            help={question.help}
          />
        )}
      </Box>

      {answered && (
        <Group justify="flex-end">
          <Button ref={nextRef} size="md" onClick={onNext} className={marks.next}>
            {last ? t('trial.seeResult') : t('trial.next')}
          </Button>
        </Group>
      )}
      <Text size="xs" c="dimmed" className={marks.keysHint} aria-hidden="true">
        <Kbd size="xs">1</Kbd>–<Kbd size="xs">{Math.min(question.answers.length, 5)}</Kbd>{' '}
        {t('trial.keysAnswer')} · <Kbd size="xs">Enter</Kbd> {t('trial.keysNext')}
      </Text>
    </Stack>
  );
}
