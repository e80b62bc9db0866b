import type { SchoolStudentRow } from '@kokpit/shared';
import { Button, Group } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { approveStudent, reconsiderStudent, restoreStudent } from '../api/students';
import { useSchoolAction } from '../hooks/use-school-action';

/** Actions that need a question first (a dialog the page holds). */
export type StudentDialogKind = 'archive' | 'delete' | 'password' | 'reject';
export interface StudentDialogRequest {
  kind: StudentDialogKind;
  student: Pick<SchoolStudentRow, 'id' | 'name' | 'username'>;
}

interface RowActionsProps {
  student: SchoolStudentRow;
  onAsk: (request: StudentDialogRequest) => void;
  size?: 'xs' | 'sm';
}

/** What a school may do with a student in each list (SPEC §4): the row's buttons. */
export function RowActions({ student, onAsk, size = 'xs' }: RowActionsProps) {
  const { t } = useTranslation();
  const approve = useSchoolAction(approveStudent);
  const restore = useSchoolAction(restoreStudent);
  const reconsider = useSchoolAction(reconsiderStudent);
  const label = (key: ParseKeys) => ({
    'aria-label': `${t(key)}: ${student.name || student.username}`,
  });
  const stop = (e: MouseEvent) => e.stopPropagation();

  return (
    <Group gap={6} wrap="nowrap" onClick={stop}>
      {student.state === 'pending' && (
        <>
          <Button
            size={size}
            loading={approve.isPending}
            onClick={() => approve.mutate(student.id)}
            {...label('school.page.approve')}
          >
            {t('school.page.approve')}
          </Button>
          <Button
            size={size}
            variant="default"
            onClick={() => onAsk({ kind: 'reject', student })}
            {...label('school.page.reject')}
          >
            {t('school.page.reject')}
          </Button>
        </>
      )}
      {student.state === 'rejected' && (
        <Button
          size={size}
          variant="light"
          loading={reconsider.isPending}
          onClick={() => reconsider.mutate(student.id)}
          {...label('school.page.reconsider')}
        >
          {t('school.page.reconsider')}
        </Button>
      )}
      {student.state === 'active' && (
        <Button
          size={size}
          variant="light"
          onClick={() => onAsk({ kind: 'archive', student })}
          {...label('school.page.archive')}
        >
          {t('school.page.archive')}
        </Button>
      )}
      {student.state === 'archived' && (
        <>
          <Button
            size={size}
            variant="light"
            loading={restore.isPending}
            onClick={() => restore.mutate(student.id)}
            {...label('school.page.restore')}
          >
            {t('school.page.restore')}
          </Button>
          <Button
            size={size}
            variant="subtle"
            color="red"
            onClick={() => onAsk({ kind: 'delete', student })}
            {...label('school.page.delete')}
          >
            {t('school.page.delete')}
          </Button>
        </>
      )}
    </Group>
  );
}
