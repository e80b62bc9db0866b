import type { PresentationView, SectionCode } from '@kokpit/shared';
import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { deletePresentation, presentationsQuery, THEORY_KEY } from '../api/theory';
import classes from './theory.module.css';

interface PresentationListProps {
  section: SectionCode;
  onEdit: (id: number) => void;
}

/** The school's presentations of a section: edit, show in class, delete. */
export function PresentationList({ section, onEdit }: PresentationListProps) {
  const { t } = useTranslation();
  const list = useQuery(presentationsQuery(section));
  const [deleting, setDeleting] = useState<PresentationView | null>(null);

  if (list.isError) {
    return (
      <Alert color="red" variant="light" title={t('theory.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(list.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('theory.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!list.data) return <Skeleton height={120} radius="lg" />;
  const presentations = list.data.presentations;
  return (
    <>
      {presentations.length === 0 ? (
        <Text c="dimmed">{t('theory.empty')}</Text>
      ) : (
        <ul className={classes.cards} aria-label={t('theory.listTitle')}>
          {presentations.map((p) => (
            <PresentationCard key={p.id} p={p} onEdit={onEdit} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <DeleteDialog presentation={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function PresentationCard(props: {
  p: PresentationView;
  onEdit: (id: number) => void;
  onDelete: (p: PresentationView) => void;
}) {
  const { p, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Paper component="li" withBorder radius="lg" p="md" data-testid="presentation-card">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {p.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('theory.questionCount', { count: p.questionIds.length })} ·{' '}
          {t('theory.updated', { date: formatDate(p.updatedAt, lang, 'dayAndTime') })}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-md"
            component={Link}
            to={paths.schoolClassroom(lang, p.id)}
            disabled={p.questionIds.length === 0}
          >
            {t('theory.classroom')}
          </Button>
          <Button size="compact-md" variant="light" onClick={() => onEdit(p.id)}>
            {t('theory.edit')}
          </Button>
          <Button size="compact-md" variant="subtle" color="red" onClick={() => onDelete(p)}>
            {t('theory.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DeleteDialog({
  presentation,
  onClose,
}: {
  presentation: PresentationView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => deletePresentation(id),
    onSuccess: (envelope) => {
      void queryClient.invalidateQueries({ queryKey: THEORY_KEY });
      notify({ message: envelope.message, fallbackKey: 'school.page.done', tone: 'success' });
      onClose();
    },
    onError: (error) => notify({ message: describeError(error), tone: 'error' }),
  });
  return (
    <Modal
      opened={presentation !== null}
      onClose={onClose}
      title={t('theory.deleteTitle')}
      centered
    >
      <Stack>
        <Text>{t('theory.deleteText', { title: presentation?.title ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('theory.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => presentation && remove.mutate(presentation.id)}
          >
            {t('theory.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
