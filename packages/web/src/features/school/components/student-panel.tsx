import type { SchoolStudentInfoView } from '@kokpit/shared';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { saveStudentComments, studentInfoQuery } from '../api/students';
import { useSchoolAction } from '../hooks/use-school-action';
import { formatDay, formatWhen } from './format';
import { RowActions, type StudentDialogRequest } from './row-actions';
import { SectionRows } from './section-rows';

interface StudentPanelProps {
  studentId: number | null;
  onClose: () => void;
  onAsk: (request: StudentDialogRequest) => void;
}

/** The student's panel: details, sections and their actions, comments, password, lifecycle. */
export function StudentPanel({ studentId, onClose, onAsk }: StudentPanelProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const info = useQuery({ ...studentInfoQuery(studentId ?? 0), enabled: studentId !== null });
  const student = info.data;
  return (
    <Drawer
      opened={studentId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={
        <Title order={2} size="h3" component="span">
          {student ? student.name || student.username : t('school.page.panelTitle')}
        </Title>
      }
    >
      {info.isError && (
        <Alert color="red" variant="light" title={t('school.page.loadFailed')}>
          {describeError(info.error)}
        </Alert>
      )}
      {!student ? (
        !info.isError && <Skeleton height={320} radius="md" />
      ) : (
        <PanelBody key={student.id} student={student} onAsk={onAsk} />
      )}
    </Drawer>
  );
}

function PanelBody({
  student,
  onAsk,
}: {
  student: SchoolStudentInfoView;
  onAsk: (request: StudentDialogRequest) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const facts: [string, string][] = [
    [t('school.page.username'), student.username],
    [t('school.page.email'), student.email || '—'],
    [t('school.page.phone'), student.phone ?? '—'],
    [t('school.page.joined'), formatDay(student.joinedAt, lang)],
    [t('school.page.colLastAccess'), formatWhen(student.lastAccess, lang)],
    [t('school.page.level'), String(student.level)],
  ];
  return (
    <Stack gap="lg" data-testid="student-panel">
      <Group gap="xs">
        <Badge autoContrast color={student.state === 'active' ? 'teal.9' : 'gray.7'}>
          {t(`school.page.state.${student.state}`)}
        </Badge>
        {student.verified && (
          <Badge variant="outline" color="teal.9" c="teal.9">
            {t('school.page.verified')}
          </Badge>
        )}
        {student.archiveResult && (
          <Badge autoContrast color="grape.9">
            {t(`school.page.result.${student.archiveResult}`)}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" fw={700}>
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {student.archiveComment && (
        <Text size="sm">
          <Text span fw={700}>
            {t('school.page.archiveComment')}:
          </Text>{' '}
          {student.archiveComment}
        </Text>
      )}
      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('school.page.sectionsTitle')}
        </Title>
        <SectionRows student={student} />
      </Stack>
      <Divider />
      <CommentsForm student={student} />
      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('school.page.manageTitle')}
        </Title>
        <Group gap="xs">
          <Button
            size="sm"
            variant="light"
            component={Link}
            to={`${paths.schoolMessages(lang)}?student=${student.id}`}
          >
            {t('messages.messageStudent')}
          </Button>
          <RowActions student={student} onAsk={onAsk} size="sm" />
          <Button size="sm" variant="default" onClick={() => onAsk({ kind: 'password', student })}>
            {t('school.page.changePassword')}
          </Button>
          {student.state !== 'archived' && (
            <Button
              size="sm"
              variant="subtle"
              color="red"
              onClick={() => onAsk({ kind: 'delete', student })}
            >
              {t('school.page.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Stack>
  );
}

/** The school's notes on the student (never shown to them). */
function CommentsForm({ student }: { student: SchoolStudentInfoView }) {
  const { t } = useTranslation();
  const [comments, setComments] = useState(student.comments);
  const save = useSchoolAction((text: string) => saveStudentComments(student.id, text));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(comments.trim());
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('school.page.comments')}
          description={t('school.page.commentsHint')}
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="sm"
            variant="light"
            loading={save.isPending}
            disabled={comments.trim() === student.comments}
          >
            {t('school.page.saveComments')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
