import { SIMULATION_MIN_REPLIES, type Highlights, type TestType } from '@kokpit/shared';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import type { StudentSection } from '../api/student-data';
import { CategoriesIcon, ErrorsIcon, ExamIcon, ProgressIcon, VisitsIcon } from './student-icons';
import classes from './student.module.css';

interface ActionProps {
  icon: ReactNode;
  title: string;
  hint: string;
  primary?: boolean;
  /** Why the action is not available now; shown instead of the hint. */
  disabledReason?: string | null;
  busy?: boolean;
  onClick?: () => void;
  to?: string;
}

/** A big tappable card: icon, title and one line on what it does (or why it is closed). */
function Action({ icon, title, hint, primary, disabledReason, busy, onClick, to }: ActionProps) {
  const disabled = Boolean(disabledReason);
  const content = (
    <>
      <span className={classes.actionIcon}>{icon}</span>
      <span className={classes.actionText}>
        <Text component="span" display="block" className={classes.actionTitle}>
          {title}
        </Text>
        <Text component="span" display="block" className={classes.actionHint}>
          {disabledReason ?? hint}
        </Text>
      </span>
    </>
  );
  if (to) {
    return (
      <UnstyledButton component={Link} to={to} className={classes.action}>
        {content}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton
      className={classes.action}
      data-primary={primary || undefined}
      data-disabled={disabled || undefined}
      aria-disabled={disabled || busy || undefined}
      aria-busy={busy || undefined}
      onClick={disabled || busy ? undefined : onClick}
    >
      {content}
    </UnstyledButton>
  );
}

interface TestActionsProps {
  section: StudentSection;
  highlights: Highlights;
  /** Category tests need a school that verified the student (SPEC §6). */
  demo: boolean;
  starting: TestType | null;
  onStart: (type: TestType) => void;
  onCategories: () => void;
}

/** My progress, my errors, categories, the ministry exam and visits (SPEC §2 student page). */
export function TestActions(p: TestActionsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const blocked = p.highlights.simulation.blocked;
  const examReason =
    blocked === 'unanswered'
      ? t('dashboard.examBlockedUnanswered')
      : blocked === 'lowSuccess'
        ? t('dashboard.examBlockedSuccess', {
            min: p.section.minSuccess,
            success: p.highlights.success,
            answers: SIMULATION_MIN_REPLIES,
          })
        : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Action
        primary
        icon={<ProgressIcon />}
        title={t('dashboard.actionProgress')}
        hint={t('dashboard.actionProgressHint')}
        busy={p.starting === 'progress'}
        onClick={() => p.onStart('progress')}
      />
      <Action
        icon={<ErrorsIcon />}
        title={t('dashboard.actionErrors')}
        hint={t('dashboard.actionErrorsHint')}
        busy={p.starting === 'errors'}
        onClick={() => p.onStart('errors')}
      />
      <Action
        icon={<CategoriesIcon />}
        title={t('dashboard.actionCategories')}
        hint={t('dashboard.actionCategoriesHint')}
        disabledReason={p.demo ? t('dashboard.demoBlocked') : null}
        busy={p.starting === 'category'}
        onClick={p.onCategories}
      />
      <Action
        icon={<ExamIcon />}
        title={t('dashboard.actionExam')}
        hint={t('dashboard.actionExamHint', {
          questions: p.section.questions,
          minutes: p.section.duration,
          errors: p.section.min,
        })}
        disabledReason={examReason}
        busy={p.starting === 'simulation'}
        onClick={() => p.onStart('simulation')}
      />
      <Action
        icon={<VisitsIcon />}
        title={t('dashboard.actionVisits')}
        hint={t('dashboard.actionVisitsHint')}
        to={`${paths.studentStatistics(lang)}?tab=summary`}
      />
    </SimpleGrid>
  );
}
