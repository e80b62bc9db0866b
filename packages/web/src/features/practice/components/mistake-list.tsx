import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Mistake } from '../test-state';
import classes from './test.module.css';

/** Every mistake: the question (with its picture), the answer given and the right one. */
export function MistakeList({ mistakes }: { mistakes: Mistake[] }) {
  const { t } = useTranslation();
  if (mistakes.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('testRun.mistakesTitle', { n: mistakes.length })}
      </Title>
      <Stack component="ol" gap="sm" className={classes.mistakes}>
        {mistakes.map((m) => (
          <Paper component="li" key={m.question.id} withBorder radius="md" p="md">
            <Text size="xs" c="dimmed" fw={700} mb={4}>
              {t('testRun.questionLabel', { n: m.position })}
            </Text>
            <Text fw={600} mb="sm">
              {m.question.question}
            </Text>
            {m.question.photo && (
              <img
                src={m.question.photo}
                alt=""
                className={classes.mistakePicture}
                loading="lazy"
              />
            )}
            <dl className={classes.mistakeAnswers}>
              <div className={classes.pickedRow}>
                <dt>{t('testRun.yourAnswer')}</dt>
                <dd>{m.picked?.answer ?? t('testRun.noAnswer')}</dd>
              </div>
              {m.correct && (
                <div className={classes.correctRow}>
                  <dt>{t('testRun.rightAnswer')}</dt>
                  <dd>{m.correct.answer}</dd>
                </div>
              )}
            </dl>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
