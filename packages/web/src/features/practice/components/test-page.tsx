import { ResultCode } from '@kokpit/shared';
import { Button } from '@mantine/core';
import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { describeError } from '../../../lib/describe-error';
import { isRequestError } from '../../../lib/socket';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApplyTheme, useStudentSettings } from '../../profile';
import type { FinishedExam, Test } from '../api/tests';
import { loadFinished, saveFinished } from '../finished-tests';
import { useCountdown } from '../hooks/use-countdown';
import { useOutcomeRecovery } from '../hooks/use-outcome-recovery';
import { useSimulationTimeout } from '../hooks/use-simulation-timeout';
import { useTestActions } from '../hooks/use-test-actions';
import { useTestRun } from '../hooks/use-test-run';
import { useLocalisedTest } from '../hooks/use-localised-test';
import type { LocalAnswer } from '../test-state';
import { PracticeSummary } from './practice-summary';
import { QuestionScreen } from './question-screen';
import { SimulationResult } from './simulation-result';
import { TestDialogs, type TestDialog } from './test-dialogs';
import { TestNotice } from './test-notice';
import classes from './test.module.css';

/** /{lang}/test/{testId}: taking a test (page group test). */
export function TestPage() {
  const { testId } = useParams();
  const id = Number(testId);
  const { t } = useTranslation();
  const settings = useStudentSettings();
  useApplyTheme();
  const style = { '--test-font-scale': settings.fontScale } as CSSProperties;
  return (
    <div className={classes.page} style={style}>
      {Number.isInteger(id) && id > 0 ? (
        <TestRunView key={id} testId={id} />
      ) : (
        <TestNotice title={t('testRun.overTitle')} text={t('testRun.notFound')} />
      )}
    </div>
  );
}

function TestRunView({ testId }: { testId: number }) {
  const { t } = useTranslation();
  const run = useTestRun(testId);
  const { answers } = run;
  // The questions in the language of the page, which may change during the test.
  const { test, outcome, untranslated } = useLocalisedTest(testId, run.test, run.outcome);
  const actions = useTestActions(testId);
  const [dialog, setDialog] = useState<TestDialog>(null);
  const [summary, setSummary] = useState(false);
  const stored = useMemo(() => loadFinished(testId), [testId]);
  const title = t(`testRun.types.${test?.type ?? (outcome ? 'simulation' : 'progress')}`);
  useDocumentTitle(title);

  const deadline = test ? test.dateStarted + test.minutes * 60_000 : null;
  const leftMs = useCountdown(outcome || summary ? null : deadline);
  const allAnswered = test ? test.questions.every((q) => answers.has(q.id)) : false;
  const { setFinished } = run;
  const onTimedOut = useCallback((f: FinishedExam) => setFinished(f, true), [setFinished]);
  const timeout = useSimulationTimeout({
    test: run.test,
    expired: leftMs !== null && leftMs <= 0,
    done: outcome !== null,
    onFinished: onTimedOut,
  });
  const waitingHere = run.waitingIds.size > 0;
  const lastAnswer = useMemo(() => lastAnswerOf(run.test, answers), [run.test, answers]);
  useOutcomeRecovery({
    testId,
    waiting: waitingHere || outcome !== null || !allAnswered || test?.type !== 'simulation',
    lastAnswer,
    onOutcome: run.setOutcome,
  });

  const showSummary = useCallback(() => {
    if (test) saveFinished(testId, { practice: { test, picks: picksOf(answers) } });
    setSummary(true);
  }, [test, testId, answers]);

  const handIn = async () => {
    const finished = await actions.finishExam();
    if (!finished) return;
    setDialog(null);
    setFinished(finished);
  };

  const finishPractice = async () => {
    // Ending early closes the test on the server; a complete one closed itself.
    if (!allAnswered && !(await actions.cancel())) return;
    setDialog(null);
    showSummary();
  };

  if (outcome) {
    return (
      <SimulationResult
        testId={testId}
        title={t('testRun.types.simulation')}
        outcome={outcome}
        section={test?.section ?? run.outcomeInfo.section ?? 'car'}
        tookMs={run.outcomeInfo.tookMs}
        timedOut={run.outcomeInfo.timedOut}
      />
    );
  }
  // Waiting for the server's copy, or for this device's outbox to be read.
  if (run.query.isPending || (run.query.isSuccess && !test)) return <PageSkeleton />;
  if (run.query.isError || !test) {
    if (stored?.practice) {
      const picks = new Map(
        stored.practice.picks.map(([q, a]) => [q, { answerId: a, replyId: '' }]),
      );
      return <PracticeSummary title={title} test={stored.practice.test} answers={picks} />;
    }
    return <LoadFailure error={run.query.error} onRetry={() => void run.query.refetch()} />;
  }
  if (run.stopped) return <TestNotice title={t('testRun.overTitle')} text={run.stopped} />;
  if (summary) return <PracticeSummary title={title} test={test} answers={answers} />;
  if (timeout.state !== 'idle') {
    return (
      <TestNotice
        title={t('testRun.timeUpTitle')}
        text={timeout.state === 'marking' ? t('testRun.marking') : t('testRun.markingFailed')}
        busy={timeout.state === 'marking'}
        actions={
          timeout.state === 'failed' && (
            <Button onClick={() => void timeout.retry()}>{t('testRun.retry')}</Button>
          )
        }
      />
    );
  }
  if (test.type === 'simulation' && allAnswered) {
    return (
      <TestNotice
        title={t('testRun.types.simulation')}
        text={waitingHere ? t('testRun.sendingOffline') : t('testRun.sending')}
        busy
      />
    );
  }
  return (
    <>
      <QuestionScreen
        test={test}
        untranslated={untranslated}
        run={run}
        title={title}
        leftMs={leftMs}
        timeUpNotice={test.type !== 'simulation' && leftMs !== null && leftMs <= 0}
        onFinish={() => (allAnswered ? showSummary() : setDialog('finish'))}
        onHandIn={() => setDialog('handIn')}
        onExit={() => setDialog('exit')}
        onRestart={() => setDialog('restart')}
      />
      <TestDialogs
        dialog={dialog}
        simulation={test.type === 'simulation'}
        busy={actions.busy}
        onClose={() => setDialog(null)}
        onLeave={actions.leave}
        onEnd={() => void actions.endAndLeave()}
        onRestart={() => void actions.restart()}
        onFinish={() => void finishPractice()}
        onHandIn={() => void handIn()}
        unanswered={test.questions.filter((q) => !answers.has(q.id)).length}
      />
    </>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const over = isRequestError(error) && error.kind === 'server';
  const notRunning =
    over && (error.code === ResultCode.general || error.code === ResultCode.notFound);
  return (
    <TestNotice
      title={notRunning ? t('testRun.overTitle') : t('testRun.loadFailedTitle')}
      text={notRunning ? t('testRun.over') : describeError(error)}
      actions={!over && <Button onClick={onRetry}>{t('testRun.retry')}</Button>}
    />
  );
}

function picksOf(answers: ReadonlyMap<number, LocalAnswer>): [number, number][] {
  return [...answers].map(([questionId, a]) => [questionId, a.answerId]);
}

function lastAnswerOf(test: Test | undefined, answers: ReadonlyMap<number, LocalAnswer>) {
  const last = test?.questions.findLast((q) => answers.has(q.id));
  return last ? { questionId: last.id, answer: answers.get(last.id)! } : null;
}
