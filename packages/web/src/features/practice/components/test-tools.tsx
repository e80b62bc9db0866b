import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, FlagIcon, HelpIcon, RestartIcon, SoundIcon, VideoIcon } from './test-icons';
import classes from './test.module.css';

interface ToolProps {
  icon: ReactNode;
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ icon, label, active, disabled, onClick }: ToolProps) {
  return (
    <Button
      variant={active ? 'light' : 'default'}
      size="xs"
      radius="xl"
      leftSection={icon}
      className={classes.tool}
      data-active={active || undefined}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

export interface TestToolsProps {
  /** Practice tests reveal the right answer and the help; a simulation does not. */
  practice: boolean;
  answered: boolean;
  revealed: boolean;
  onReveal: () => void;
  hasHelp: boolean;
  helpOpen: boolean;
  onHelp: () => void;
  hasVideo: boolean;
  videoOpen: boolean;
  onVideo: () => void;
  soundAvailable: boolean;
  sound: boolean;
  onSound: () => void;
  /** Absent in a ministry simulation: a running exam is handed in or abandoned, never restarted. */
  onRestart?: () => void;
  /** Simulations: the student's own mark "for later", shown in the question grid. */
  flagged?: boolean;
  onFlag?: () => void;
}

/** The test page's controls (SPEC §2): correct answer, help, video, sound, restart. */
export function TestTools(p: TestToolsProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.tools} role="toolbar" aria-label={t('testRun.tools')}>
      {p.practice && (
        <Tool
          icon={<EyeIcon size={16} />}
          label={t('testRun.showCorrect')}
          active={p.revealed}
          disabled={p.answered}
          onClick={p.onReveal}
        />
      )}
      {!p.practice && p.onFlag && (
        <Tool
          icon={<FlagIcon size={16} />}
          label={t('testRun.flag')}
          active={p.flagged ?? false}
          onClick={p.onFlag}
        />
      )}
      {p.practice && p.hasHelp && (
        <Tool
          icon={<HelpIcon size={16} />}
          label={t('testRun.help')}
          active={p.helpOpen}
          disabled={p.answered}
          onClick={p.onHelp}
        />
      )}
      {p.hasVideo && (
        <Tool
          icon={<VideoIcon size={16} />}
          label={p.videoOpen ? t('testRun.videoHide') : t('testRun.videoShow')}
          active={p.videoOpen}
          onClick={p.onVideo}
        />
      )}
      {p.soundAvailable && (
        <Tool
          icon={<SoundIcon size={16} off={!p.sound} />}
          label={t('testRun.sound')}
          active={p.sound}
          onClick={p.onSound}
        />
      )}
      {p.onRestart && (
        <Tool icon={<RestartIcon size={16} />} label={t('testRun.restart')} onClick={p.onRestart} />
      )}
    </div>
  );
}
