import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import type { TrialMistake } from '../trial-state';
import classes from './trial.module.css';

/** Every mistake of the round: the question, the answer picked, and the right one. */
export function TrialMistakes({ mistakes }: { mistakes: TrialMistake[] }) {
  const { t } = useTranslation();
  if (mistakes.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" className={classes.noMistakes}>
        <Text fw={600}>{t('trial.noMistakes')}</Text>
      </Paper>
    );
  }
  return (
    <section aria-labelledby="trial-mistakes-title">
      <Title order={4} fz="lg" mb="sm" id="trial-mistakes-title">
        {t('trial.mistakesTitle', { n: mistakes.length })}
      </Title>
      <Stack gap="md" component="ol" className={classes.mistakes}>
        {mistakes.map(({ position, question, picked, correct }) => (
          <li key={question.id}>
            <Paper withBorder radius="md" p="md" className={classes.mistake}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
                {t('trial.questionLabel', { current: position })}
              </Text>
              <div className={classes.mistakeBody}>
                <Text fw={600} mb="sm">
                  {question.question}
                </Text>
                {question.photo && (
                  <img
                    src={question.photo}
                    alt=""
                    className={classes.mistakePicture}
                    loading="lazy"
                  />
                )}
              </div>
              <dl className={classes.mistakeAnswers}>
                <div className={classes.pickedRow}>
                  <dt>
                    <span className={classes.rowMark} aria-hidden="true">
                      <CloseIcon size={12} strokeWidth={3} />
                    </span>
                    {t('trial.yourAnswer')}
                  </dt>
                  <dd>{picked?.answer ?? t('trial.noAnswer')}</dd>
                </div>
                <div className={classes.correctRow}>
                  <dt>
                    <span className={classes.rowMark} aria-hidden="true">
                      <CheckIcon size={12} strokeWidth={3} />
                    </span>
                    {t('trial.rightAnswer')}
                  </dt>
                  <dd>{correct?.answer}</dd>
                </div>
              </dl>
              {question.help && (
                <Text size="sm" c="dimmed" mt="sm">
                  {question.help}
                </Text>
              )}
            </Paper>
          </li>
        ))}
      </Stack>
    </section>
  );
}
