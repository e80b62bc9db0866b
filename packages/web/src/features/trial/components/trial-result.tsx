import { Button, Group, RingProgress, Stack, Text, Title } from '@mantine/core';
import type { SectionCode } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefreshIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { examRuleQuery, type TrialQuestion } from '../api/trial-test';
import { scoreTrial, trialVerdict } from '../trial-state';
import { TrialMistakes } from './trial-mistakes';
import classes from './trial.module.css';

/**
 * Scrolls the dialog holding `element` back to its top, so the result opens with its score
 * right under the dialog's title (scrolling it into view left its top under the sticky title
 * on a laptop). The page behind the dialog is left where it was.
 */
function scrollToTop(element: HTMLElement) {
  for (
    let node = element.parentElement;
    node && node !== document.body;
    node = node.parentElement
  ) {
    if (node.scrollHeight > node.clientHeight) node.scrollTop = 0;
  }
}

interface TrialResultProps {
  section: SectionCode;
  questions: TrialQuestion[];
  picks: (number | null)[];
  onRestart: () => void;
}

/** Score, the verdict at the real exam's standard, and every mistake with the right answer. */
export function TrialResult({ section, questions, picks, onRestart }: TrialResultProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const screenRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rule = useQuery(examRuleQuery(section)).data;
  const score = scoreTrial(questions, picks);
  const total = questions.length;
  const verdict = trialVerdict(score, total, rule);
  const passed = verdict === 'passed';
  const percent = Math.round((score.correct / total) * 100);

  useEffect(() => {
    if (screenRef.current) scrollToTop(screenRef.current);
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Stack gap="xl" ref={screenRef} className={classes.screen}>
      <Group gap="lg" wrap="nowrap" align="center" className={classes.resultHead}>
        <RingProgress
          size={128}
          thickness={12}
          roundCaps
          sections={[{ value: percent, color: passed ? 'teal.7' : 'orange.6' }]}
          label={
            <Text ta="center" fw={800} fz={26} lh={1}>
              {score.correct}
              <Text span fz={15} fw={600} c="dimmed">
                /{total}
              </Text>
            </Text>
          }
          aria-hidden="true"
        />
        <Stack gap={6}>
          <Title
            order={3}
            fz={{ base: 20, sm: 24 }}
            ref={headingRef}
            tabIndex={-1}
            className={classes.focusable}
          >
            {t(`trial.verdict.${verdict}`)}
          </Title>
          <Group gap="xs" className={classes.resultCounts}>
            <span className={classes.countRight}>
              {t('trial.tallyRight', { n: score.correct })}
            </span>
            <span className={classes.countWrong}>{t('trial.tallyWrong', { n: score.wrong })}</span>
          </Group>
          {rule && (
            <Text size="sm" c="dimmed">
              {t('trial.examRule', { questions: rule.questions, allowed: rule.min })}
            </Text>
          )}
        </Stack>
      </Group>

      <Group gap="sm" grow className={classes.resultActions}>
        <Button component={Link} to={paths.signUpStudent(lang)} size="md">
          {t('trial.createAccount')}
        </Button>
        <Button
          variant="default"
          size="md"
          leftSection={<RefreshIcon size={16} />}
          onClick={onRestart}
        >
          {t('trial.tryAgain')}
        </Button>
      </Group>

      <TrialMistakes mistakes={score.mistakes} />
    </Stack>
  );
}
