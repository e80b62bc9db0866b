import { Badge, Group, List, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { LANGUAGES, type AdminFilter, type AdminListPayload, type Language } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { recordsQuery } from '../api/admin';
import classes from './admin.module.css';
import { pictureUrl } from './picture-field';

const list = (
  table: string,
  filters: AdminFilter[],
  sort?: AdminListPayload['sort'],
): AdminListPayload => ({ table, filters, search: '', sort, page: 1, pageSize: 50 });

/**
 * A question as it is saved, in any of the four languages: its text, its picture (served by
 * the picture route, as students get it) and its answers with the right one marked.
 */
export function QuestionPreview({
  questionId,
  photo,
}: {
  questionId: number;
  photo: string | null;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [shown, setShown] = useState<Language>(lang);
  const ofQuestion: AdminFilter = { column: 'question_id', op: 'oneOf', values: [questionId] };
  const texts = useQuery(recordsQuery(list('question_texts', [ofQuestion])));
  const answers = useQuery(
    recordsQuery(list('answers', [ofQuestion], { column: 'no', direction: 'asc' })),
  );
  const answerIds = (answers.data?.rows ?? []).map((r) => Number(r.id));
  const answerTexts = useQuery({
    ...recordsQuery(
      list('answer_texts', [
        { column: 'answer_id', op: 'oneOf', values: answerIds.length > 0 ? answerIds : [0] },
        { column: 'lang', op: 'equals', value: shown },
      ]),
    ),
    enabled: answerIds.length > 0,
  });
  const text = texts.data?.rows.find((r) => r.lang === shown)?.text;
  const answerText = (id: number) =>
    answerTexts.data?.rows.find((r) => Number(r.answer_id) === id)?.text;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="question-preview">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('admin.preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.preview.intro')}
        </Text>
        <SegmentedControl
          aria-label={t('admin.preview.language')}
          value={shown}
          onChange={(v) => setShown(v as Language)}
          data={LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {photo ? (
          <img
            src={pictureUrl(photo)}
            alt={t('admin.picture.alt', { name: photo })}
            className={classes.picture}
            data-testid="question-preview-picture"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.preview.noPicture')}
          </Text>
        )}
        <Text fw={600} lang={shown} className={classes.wrapName}>
          {typeof text === 'string' && text ? text : t('admin.preview.noText')}
        </Text>
        {answerIds.length > 0 && (
          <List type="ordered" spacing={4} lang={shown}>
            {(answers.data?.rows ?? []).map((a) => (
              <List.Item key={String(a.id)}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" className={classes.wrapName}>
                    {String(answerText(Number(a.id)) ?? '—')}
                  </Text>
                  {(a.is_correct === 1 || a.is_correct === true) && (
                    <Badge color="teal" variant="light" size="sm">
                      {t('admin.preview.correct')}
                    </Badge>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
