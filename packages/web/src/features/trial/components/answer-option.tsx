import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import type { TrialAnswer } from '../api/trial-test';
import classes from './trial.module.css';

/** How an answer shows once the question is answered. */
export type AnswerState = 'open' | 'correct' | 'wrong' | 'other';

export function answerStateOf(answer: TrialAnswer, pickedId: number | null): AnswerState {
  if (pickedId === null) return 'open';
  if (answer.isCorrect) return 'correct';
  return answer.id === pickedId ? 'wrong' : 'other';
}

interface AnswerOptionProps {
  /** The key that picks it (1–5). */
  shortcut: number;
  text: string;
  state: AnswerState;
  disabled: boolean;
  onClick: () => void;
}

/** An answer as a large button: its key, its text, and after the pick right or wrong. */
export function AnswerOption({ shortcut, text, state, disabled, onClick }: AnswerOptionProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.answer}
      data-state={state}
      disabled={disabled}
      onClick={onClick}
    >
      <span className={classes.answerKey} aria-hidden="true">
        {state === 'correct' ? (
          <CheckIcon size={14} strokeWidth={3} />
        ) : state === 'wrong' ? (
          <CloseIcon size={14} strokeWidth={3} />
        ) : (
          shortcut
        )}
      </span>
      <span className={classes.answerText}>{text}</span>
      {state === 'correct' && <VisuallyHidden> {t('trial.markCorrect')}</VisuallyHidden>}
      {state === 'wrong' && <VisuallyHidden> {t('trial.markPicked')}</VisuallyHidden>}
    </UnstyledButton>
  );
}
