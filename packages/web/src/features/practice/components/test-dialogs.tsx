import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export type TestDialog = 'exit' | 'restart' | 'finish' | 'handIn' | null;

interface TestDialogsProps {
  dialog: TestDialog;
  simulation: boolean;
  busy: 'cancel' | 'restart' | 'finish' | null;
  onClose: () => void;
  onLeave: () => void;
  onEnd: () => void;
  onRestart: () => void;
  onFinish: () => void;
  /** Simulations: hand the exam in for marking. */
  onHandIn: () => void;
  /** Simulations: questions still unanswered, said when asked to hand in. */
  unanswered?: number;
}

/**
 * The confirmations of the test page: leave or end (a simulation is handed in for marking
 * instead: the server keeps every exam in the history), restart, finish before the end.
 */
export function TestDialogs(p: TestDialogsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        opened={p.dialog === 'exit'}
        title={t('testRun.exitTitle')}
        text={p.simulation ? t('testRun.exitTextExam') : t('testRun.exitText')}
        confirmLabel={p.simulation ? t('testRun.handIn') : t('testRun.endTest')}
        cancelLabel={t('testRun.stay')}
        danger={!p.simulation}
        busy={p.busy === (p.simulation ? 'finish' : 'cancel')}
        onConfirm={p.simulation ? p.onHandIn : p.onEnd}
        onClose={p.onClose}
        extra={
          <Button variant="light" onClick={p.onLeave}>
            {t('testRun.continueLater')}
          </Button>
        }
      />
      <ConfirmDialog
        opened={p.dialog === 'handIn'}
        title={t('testRun.handInTitle')}
        text={t('testRun.handInText', { n: p.unanswered ?? 0 })}
        confirmLabel={t('testRun.handIn')}
        cancelLabel={t('testRun.stay')}
        busy={p.busy === 'finish'}
        onConfirm={p.onHandIn}
        onClose={p.onClose}
      />
      <ConfirmDialog
        opened={p.dialog === 'restart'}
        title={t('testRun.restartTitle')}
        text={t('testRun.restartText')}
        confirmLabel={t('testRun.restart')}
        cancelLabel={t('testRun.stay')}
        busy={p.busy === 'restart'}
        onConfirm={p.onRestart}
        onClose={p.onClose}
      />
      <ConfirmDialog
        opened={p.dialog === 'finish'}
        title={t('testRun.finishTitle')}
        text={t('testRun.finishText')}
        confirmLabel={t('testRun.finishNow')}
        cancelLabel={t('testRun.keepGoing')}
        busy={p.busy === 'cancel'}
        onConfirm={p.onFinish}
        onClose={p.onClose}
      />
    </>
  );
}
