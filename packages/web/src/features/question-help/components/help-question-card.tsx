import type { HelpQuestionView } from '@kokpit/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpText } from '../../../components/ui/help-text';
import classes from './question-help.module.css';

interface HelpQuestionCardProps {
  question: HelpQuestionView;
  /** The editor's: the answers (the right one marked) and the bank's explanation too. */
  detailed?: boolean;
  /** Beside the number: the languages written, an action. */
  aside?: ReactNode;
}

/** A question as the help pages show it: its number, text and picture. */
export function HelpQuestionCard({ question, detailed = false, aside }: HelpQuestionCardProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.card} data-detailed={detailed || undefined}>
      {question.photo && (
        <img src={question.photo} alt="" className={classes.picture} loading="lazy" />
      )}
      <Stack gap={6} className={classes.cardBody}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap={6}>
            <Badge variant="light" radius="sm">
              {t('questionHelp.number', { n: question.questionNo })}
            </Badge>
            {question.bookRef && (
              <Text size="xs" c="dimmed">
                {t('questionHelp.bookRef', { ref: question.bookRef })}
              </Text>
            )}
          </Group>
          {aside}
        </Group>
        <Text fw={600} lineClamp={detailed ? undefined : 3}>
          {question.question}
        </Text>
        {detailed && (
          <>
            <Stack component="ol" gap={2} className={classes.answers}>
              {question.answers.map((a) => (
                <li key={a.no} data-correct={a.isCorrect || undefined}>
                  <Text size="sm" fw={a.isCorrect ? 700 : 400}>
                    {a.answer}
                    {a.isCorrect && ` ✓ ${t('questionHelp.correct')}`}
                  </Text>
                </li>
              ))}
            </Stack>
            {question.help && (
              <div className={classes.bankHelp}>
                <Text size="xs" fw={700} c="dimmed">
                  {t('questionHelp.bankHelp')}
                </Text>
                <HelpText source={question.help} className={classes.helpText} />
              </div>
            )}
          </>
        )}
      </Stack>
    </div>
  );
}
