import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { answerQueue } from '../../../lib/offline-queue';
import { paths } from '../../../lib/paths';
import { isRequestError } from '../../../lib/socket';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { cancelTest, restartTest, type FinishedExam } from '../api/tests';
import { handInExam } from './use-simulation-timeout';

/**
 * Ending and restarting a test. Answers still waiting go first, so an ended test keeps every
 * answer given (the server counts answers of a cancelled test).
 */
export function useTestActions(testId: number) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'cancel' | 'restart' | 'finish' | null>(null);

  const refreshDashboard = () =>
    void queryClient.invalidateQueries({ queryKey: PushQueryKeys.statistics });

  /** `test-cancel`; resolves false (with a toast) when the server could not be told. */
  const cancel = async (): Promise<boolean> => {
    setBusy('cancel');
    try {
      await answerQueue().flush();
      await cancelTest(testId);
      refreshDashboard();
      return true;
    } catch (error) {
      notify({ message: describeError(error), tone: 'error' });
      return false;
    } finally {
      setBusy(null);
    }
  };

  /** Hands a simulation in (`test-finish`); null (with a toast) when the server was not told. */
  const finishExam = async (): Promise<FinishedExam | null> => {
    setBusy('finish');
    try {
      const finished = await handInExam(testId);
      refreshDashboard();
      return finished;
    } catch (error) {
      notify({
        message: isRequestError(error) ? describeError(error) : t('testRun.handInOffline'),
        tone: 'error',
      });
      return null;
    } finally {
      setBusy(null);
    }
  };

  const endAndLeave = async () => {
    if (!(await cancel())) return;
    notify({ message: t('testRun.ended'), tone: 'info' });
    void navigate(paths.student(lang));
  };

  const leave = () => void navigate(paths.student(lang));

  const restart = async () => {
    setBusy('restart');
    try {
      await answerQueue().flush();
      const test = await restartTest(testId);
      refreshDashboard();
      void navigate(paths.test(lang, test.id), { replace: true });
    } catch (error) {
      notify({ message: describeError(error), tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return { busy, cancel, finishExam, endAndLeave, leave, restart };
}
