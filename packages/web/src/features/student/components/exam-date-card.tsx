import type { ExamDateView } from '@kokpit/shared';
import { Alert, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format';
import { formatCount } from '../../../lib/i18n/format-count';
import { useLanguage } from '../../../lib/i18n/use-language';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { isRequestError } from '../../../lib/socket';
import { saveExamDate } from '../api/student-data';
import classes from './student.module.css';

/** Today in the visitor's calendar, YYYY-MM-DD (the date field's own format). */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A YYYY-MM-DD day at noon, so that no time zone moves it to another day. */
const dayAtNoon = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

/**
 * The learner's exam date (docs/SCORING.md "Exam date"): the days left and the answers a day
 * that bring the pass probability to its target by then; set, moved or removed here.
 */
export function ExamDateCard({
  section,
  examDate,
}: {
  section: string;
  examDate: ExamDateView | null;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [day, setDay] = useState(examDate?.date ?? '');
  const save = useMutation({
    mutationFn: (date: string | null) => saveExamDate(section, date),
    onSuccess: async () => {
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: PushQueryKeys.statistics });
    },
  });
  const error =
    save.error && isRequestError(save.error) && save.error.message
      ? save.error.message
      : save.error
        ? t('dashboard.examDate.saveFailed')
        : null;
  const title = t('dashboard.examDate.title');

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      aria-label={title}
      component="section"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {!editing && (
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              setDay(examDate?.date ?? '');
              save.reset();
              setEditing(true);
            }}
          >
            {examDate ? t('dashboard.examDate.change') : t('dashboard.examDate.set')}
          </Button>
        )}
      </Group>
      {!editing &&
        (examDate ? (
          <div data-testid="exam-date">
            <Text fw={700} mt="xs">
              {t('dashboard.examDate.when', {
                date: formatDate(dayAtNoon(examDate.date), lang),
                count: examDate.daysLeft,
              })}
            </Text>
            <Text size="sm" mt={4}>
              {examDate.daysLeft === 0
                ? t('dashboard.examDate.today')
                : examDate.dailyAnswers === 0
                  ? t('dashboard.examDate.onTarget', { target: Math.round(examDate.target * 100) })
                  : t('dashboard.examDate.daily', {
                      n: formatCount(examDate.dailyAnswers, lang),
                      count: examDate.dailyAnswers,
                      target: Math.round(examDate.target * 100),
                    })}
            </Text>
            {examDate.setBy === 'school' && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('dashboard.examDate.bySchool')}
              </Text>
            )}
          </div>
        ) : (
          <Text size="sm" c="dimmed" mt="xs">
            {t('dashboard.examDate.none')}
          </Text>
        ))}
      {editing && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (day) save.mutate(day);
          }}
        >
          <TextInput
            type="date"
            mt="xs"
            label={t('dashboard.examDate.field')}
            value={day}
            min={localToday()}
            onChange={(event) => setDay(event.currentTarget.value)}
            required
          />
          {error && (
            <Alert color="red" mt="xs" role="alert">
              {error}
            </Alert>
          )}
          <Group mt="sm" gap="xs">
            <Button type="submit" size="sm" loading={save.isPending} disabled={!day}>
              {t('dashboard.examDate.save')}
            </Button>
            {examDate && (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                onClick={() => save.mutate(null)}
                disabled={save.isPending}
              >
                {t('dashboard.examDate.remove')}
              </Button>
            )}
            <Button variant="default" size="sm" onClick={() => setEditing(false)}>
              {t('dashboard.examDate.cancel')}
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}
