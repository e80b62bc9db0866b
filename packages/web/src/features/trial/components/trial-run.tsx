import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { trialTestQuery, type TrialQuestion } from '../api/trial-test';
import { initialTrialState, tallySoFar, trialReducer } from '../trial-state';
import { TrialQuestionView } from './trial-question';
import { TrialResult } from './trial-result';
import type { SectionCode } from '@kokpit/shared';

interface TrialRunProps {
  round: number;
  onRestart: () => void;
}

/** One round of the trial: load the draw, then ask its questions. */
export function TrialRun({ round, onRestart }: TrialRunProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const draw = useQuery(trialTestQuery(lang, round));

  if (draw.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={describeError(draw.error)}>
        <Button
          mt="sm"
          size="xs"
          variant="filled"
          color="red"
          leftSection={<RefreshIcon size={14} />}
          onClick={() => void draw.refetch()}
        >
          {t('trial.retry')}
        </Button>
      </Alert>
    );
  }
  if (!draw.data) {
    return (
      <Stack gap="md" role="status" aria-label={t('trial.loading')}>
        <Skeleton height={10} radius="xl" />
        <Skeleton height={28} width="85%" mt="md" />
        <Skeleton height={28} width="60%" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <TrialSession
      section={draw.data.section}
      questions={draw.data.questions}
      onRestart={onRestart}
    />
  );
}

interface TrialSessionProps {
  section: SectionCode;
  questions: TrialQuestion[];
  onRestart: () => void;
}

/** Each question in turn, then the result; the state lives as long as the dialog does. */
function TrialSession({ section, questions, onRestart }: TrialSessionProps) {
  const [state, dispatch] = useReducer(trialReducer, questions.length, initialTrialState);
  if (state.finished) {
    return (
      <TrialResult
        section={section}
        questions={questions}
        picks={state.picks}
        onRestart={onRestart}
      />
    );
  }
  return (
    <TrialQuestionView
      question={questions[state.index]!}
      position={state.index + 1}
      total={questions.length}
      tally={tallySoFar(questions, state.picks)}
      pickedId={state.picks[state.index] ?? null}
      onPick={(answerId) => dispatch({ type: 'pick', answerId })}
      onNext={() => dispatch({ type: 'next' })}
    />
  );
}
