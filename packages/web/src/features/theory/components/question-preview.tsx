import type { QuestionView } from '@kokpit/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HelpText } from '../../../components/ui/help-text';
import classes from './theory.module.css';

/** A question as the builder previews it: picture, text, answers with the right one marked. */
export function QuestionPreview({ question }: { question: QuestionView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" className={classes.preview}>
      {question.photo && (
        <img
          src={question.photo}
          alt={t('theory.picture')}
          className={classes.previewPicture}
          loading="lazy"
        />
      )}
      <ol className={classes.previewAnswers}>
        {question.answers.map((a) => (
          <li key={a.id} data-correct={a.isCorrect || undefined}>
            <Text size="sm" fw={a.isCorrect ? 700 : 400}>
              {a.answer}
              {a.isCorrect && (
                <span className={classes.visuallyHidden}> ({t('theory.correct')})</span>
              )}
            </Text>
          </li>
        ))}
      </ol>
      {question.schoolHelp && (
        <PreviewHelp label={t('theory.schoolHelp')} source={question.schoolHelp} />
      )}
      {question.help && <PreviewHelp label={t('theory.help')} source={question.help} />}
    </Stack>
  );
}

/** A help text (the school's or the bank's) under its label, in its Markdown-lite. */
function PreviewHelp({ label, source }: { label: string; source: string }) {
  return (
    <div className={classes.previewHelp}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <HelpText source={source} className={classes.helpText} />
    </div>
  );
}

/** The question's ministry number and book reference, as small badges. */
export function QuestionNumbers({ question }: { question: QuestionView }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" size="sm">
        {t('theory.number', { number: question.questionNo })}
      </Badge>
      {question.bookRef && (
        <Badge variant="outline" size="sm">
          {t('theory.bookRef', { ref: question.bookRef })}
        </Badge>
      )}
    </Group>
  );
}
