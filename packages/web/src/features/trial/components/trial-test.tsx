import '../../../styles/all-styles';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trialRoundKey } from '../api/trial-test';
import { TrialRun } from './trial-run';
import classes from './trial.module.css';

export interface TrialTestProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The 15-question trial for anonymous visitors, in a dialog (full screen on phones). The
 * dialog stays mounted when closed, so reopening it continues where the visitor left off;
 * "try again" starts a new round with a fresh draw.
 */
export function TrialTest({ opened, onClose }: TrialTestProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)', false);
  const [round, setRound] = useState(0);
  const queryClient = useQueryClient();
  const restart = () => {
    // The finished round's draw is not needed again.
    queryClient.removeQueries({ queryKey: trialRoundKey(round) });
    setRound((n) => n + 1);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      keepMounted
      fullScreen={phone}
      size={720}
      radius={phone ? 0 : 'lg'}
      padding={phone ? 'md' : 'xl'}
      title={t('trial.title')}
      closeButtonProps={{ 'aria-label': t('trial.close') }}
      classNames={{ title: classes.modalTitle, header: classes.modalHeader }}
      transitionProps={{ transition: phone ? 'slide-up' : 'pop', duration: 180 }}
    >
      <TrialRun key={round} round={round} onRestart={restart} />
    </Modal>
  );
}
