import type { QuestionView, SectionCode } from '@kokpit/shared';
import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { presentationQuery, savePresentation, THEORY_KEY } from '../api/theory';
import { QuestionSearch } from './question-search';
import { SelectedQuestions } from './selected-questions';

interface PresentationBuilderProps {
  section: SectionCode;
  /** The presentation to change, or null for a new one. */
  presentationId: number | null;
  onClose: () => void;
}

/**
 * Builds or changes a presentation: its title, and questions found by text, category or
 * number, in the order the teacher sets. The server checks the rest (§5: a title and at least
 * one question) and its refusals show on their fields.
 */
export function PresentationBuilder({
  section,
  presentationId,
  onClose,
}: PresentationBuilderProps) {
  const lang = useLanguage();
  const existing = useQuery({
    ...presentationQuery(presentationId ?? 0, lang),
    enabled: presentationId !== null,
  });
  if (presentationId === null) {
    return <BuilderForm section={section} presentationId={null} onClose={onClose} />;
  }
  if (existing.isError) return <Alert color="red">{describeError(existing.error)}</Alert>;
  if (!existing.data) return <Skeleton height={320} radius="lg" />;
  return (
    <BuilderForm
      section={section}
      presentationId={presentationId}
      onClose={onClose}
      initial={{
        title: existing.data.presentation.title,
        ids: existing.data.presentation.questionIds,
        questions: existing.data.questions,
      }}
    />
  );
}

interface BuilderFormProps extends PresentationBuilderProps {
  initial?: { title: string; ids: number[]; questions: QuestionView[] };
}

function BuilderForm({ section, presentationId, onClose, initial }: BuilderFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [ids, setIds] = useState<number[]>(initial?.ids ?? []);
  const [known, setKnown] = useState<Map<number, QuestionView>>(
    () => new Map((initial?.questions ?? []).map((q) => [q.id, q])),
  );

  const save = useMutation({
    mutationFn: () =>
      savePresentation({
        ...(presentationId === null ? {} : { id: presentationId }),
        title,
        section,
        questionIds: ids,
      }),
    onSuccess: (envelope) => {
      void queryClient.invalidateQueries({ queryKey: THEORY_KEY });
      notify({ message: envelope.message, fallbackKey: 'school.page.done', tone: 'success' });
      onClose();
    },
  });
  /** Fields changed since the last refusal: their server error no longer applies. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const markEdited = (field: 'title' | 'questionIds') =>
    setEdited((s) => (s.has(field) ? s : new Set(s).add(field)));
  const refused = fieldErrorsOf(save.error);
  const errors = Object.fromEntries(
    Object.entries(refused).filter(([f]) => !edited.has(f.split('.')[0] ?? f)),
  );
  const otherError = save.error && Object.keys(refused).length === 0 ? save.error : null;
  const submit = () => {
    setEdited(new Set());
    save.mutate();
  };

  const changeIds = (next: number[]) => {
    markEdited('questionIds');
    setIds(next);
  };
  const add = (q: QuestionView) => {
    setKnown((m) => new Map(m).set(q.id, q));
    markEdited('questionIds');
    setIds((list) => (list.includes(q.id) ? list : [...list, q.id]));
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="builder-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="builder-title">
            {presentationId === null ? t('theory.builderNew') : t('theory.builderEdit')}
          </Title>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('theory.close')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('theory.save')}
            </Button>
          </Group>
        </Group>
        {otherError && (
          <Alert color="red" variant="light" role="alert">
            {describeError(otherError)}
          </Alert>
        )}
        <TextInput
          label={t('theory.titleLabel')}
          placeholder={t('theory.titlePlaceholder')}
          value={title}
          error={errors.title}
          maxLength={120}
          onChange={(e) => {
            markEdited('title');
            setTitle(e.currentTarget.value);
          }}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Title order={3} size="h4" mb="xs">
              {t('theory.selectedTitle')} ({ids.length})
            </Title>
            <SelectedQuestions
              ids={ids}
              known={known}
              error={errors.questionIds}
              onChange={changeIds}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Title order={3} size="h4" mb="xs">
              {t('theory.searchTitle')}
            </Title>
            <QuestionSearch section={section} chosen={ids} onAdd={add} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}
