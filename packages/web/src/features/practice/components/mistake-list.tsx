import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Mistake } from '../test-state';
import { SchoolHelp } from './question-feedback';
import classes from './test.module.css';

interface MistakeListProps {
  /** Questions with the answer picked and the right one (a review lists right ones too). */
  mistakes: Mistake[];
  /** Heading; "Your mistakes (n)" unless told. */
  title?: string;
  /** Each question says whether it was answered right, wrong or not at all (a review). */
  marked?: boolean;
}

/** Every mistake: the question (with its picture), the answer given and the right one. */
export function MistakeList({ mistakes, title, marked = false }: MistakeListProps) {
  const { t } = useTranslation();
  if (mistakes.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title ?? t('testRun.mistakesTitle', { n: mistakes.length })}
      </Title>
      <Stack component="ol" gap="sm" className={classes.mistakes}>
        {mistakes.map((m) => {
          const right = m.picked?.isCorrect === true;
          const verdict = right ? 'right' : m.picked ? 'wrong' : 'unanswered';
          return (
            <Paper
              component="li"
              key={m.question.id}
              withBorder
              radius="md"
              p="md"
              data-verdict={verdict}
            >
              <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                <Text size="xs" c="dimmed" fw={700}>
                  {t('testRun.questionLabel', { n: m.position })}
                </Text>
                {marked && (
                  <Badge radius="sm" color={right ? 'teal.9' : m.picked ? 'red.9' : 'gray.7'}>
                    {t(`examReview.${verdict}`)}
                  </Badge>
                )}
              </Group>
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
                <div className={right ? classes.correctRow : classes.pickedRow}>
                  <dt>{t('testRun.yourAnswer')}</dt>
                  <dd>{m.picked?.answer ?? t('testRun.noAnswer')}</dd>
                </div>
                {m.correct && !right && (
                  <div className={classes.correctRow}>
                    <dt>{t('testRun.rightAnswer')}</dt>
                    <dd>{m.correct.answer}</dd>
                  </div>
                )}
              </dl>
              {m.question.schoolHelp && (
                <Box mt="sm">
                  <SchoolHelp text={m.question.schoolHelp} />
                </Box>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
