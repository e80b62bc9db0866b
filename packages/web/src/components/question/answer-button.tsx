import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '../ui/icons';
import classes from './question.module.css';

/**
 * How an answer shows: open; picked (a running simulation, where right and wrong stay hidden);
 * correct or wrong after a pick; other answers dimmed; hint: the right one, shown on request.
 */
export type AnswerState = 'open' | 'picked' | 'correct' | 'wrong' | 'other' | 'hint';

interface AnswerButtonProps {
  /** The key that picks it (1–5). */
  shortcut: number;
  text: string;
  state: AnswerState;
  disabled: boolean;
  onClick: () => void;
}

/** An answer as a large button: its key, its text, and once answered right or wrong. */
export function AnswerButton({ shortcut, text, state, disabled, onClick }: AnswerButtonProps) {
  const { t } = useTranslation();
  const mark =
    state === 'correct' || state === 'hint' ? (
      <CheckIcon size={16} strokeWidth={3} />
    ) : state === 'wrong' ? (
      <CloseIcon size={16} strokeWidth={3} />
    ) : (
      shortcut
    );
  const spoken: Partial<Record<AnswerState, string>> = {
    correct: t('question.markCorrect'),
    hint: t('question.markCorrect'),
    wrong: t('question.markWrong'),
    picked: t('question.markPicked'),
  };
  return (
    <UnstyledButton
      className={classes.answer}
      data-state={state}
      disabled={disabled}
      onClick={onClick}
      aria-pressed={state === 'picked' || state === 'wrong' || undefined}
    >
      <span className={classes.answerKey} aria-hidden="true">
        {mark}
      </span>
      <span className={classes.answerText}>{text}</span>
      {spoken[state] && <VisuallyHidden> {spoken[state]}</VisuallyHidden>}
    </UnstyledButton>
  );
}
