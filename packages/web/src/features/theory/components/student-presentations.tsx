import type { SectionCode } from '@kokpit/shared';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStartTest } from '../../practice';
import { studentPresentationsQuery } from '../api/theory';
import classes from './theory.module.css';

/**
 * On the student's dashboard: the theory presentations of their school in the current section,
 * each taken as a `theory` test (the usual test page). Nothing shows while there are none.
 */
export function StudentPresentations({ section }: { section: SectionCode }) {
  const { t } = useTranslation();
  const list = useQuery(studentPresentationsQuery(section));
  const start = useStartTest();
  const presentations = list.data?.presentations ?? [];
  if (presentations.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="school-theory-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="school-theory-title">
          {t('theory.studentTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('theory.studentText')}
        </Text>
        <ul className={classes.plainList}>
          {presentations.map((p) => (
            <li key={p.id} data-testid="student-presentation">
              <Stack gap={4} py={6}>
                <Text fw={600}>{p.title}</Text>
                <Text size="xs" c="dimmed">
                  {t('theory.questionCount', { count: p.questionIds.length })}
                </Text>
                <Button
                  size="compact-md"
                  variant="light"
                  loading={start.isPending && start.variables.options?.presentationId === p.id}
                  onClick={() =>
                    start.mutate({ section, type: 'theory', options: { presentationId: p.id } })
                  }
                  aria-label={`${t('theory.studentStart')}: ${p.title}`}
                >
                  {t('theory.studentStart')}
                </Button>
              </Stack>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
