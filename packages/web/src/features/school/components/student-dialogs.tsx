import { ARCHIVE_RESULTS, type ArchiveResult } from '@kokpit/shared';
import { Button, Group, Modal, PasswordInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { allRulesMet, checkPasswordRules, PasswordRuleList } from '../../password';
import { ConfirmDialog } from '../../practice';
import {
  archiveStudent,
  changeStudentPassword,
  deleteStudent,
  rejectStudent,
} from '../api/students';
import { useSchoolAction } from '../hooks/use-school-action';
import type { StudentDialogRequest } from './row-actions';

interface DialogProps {
  request: StudentDialogRequest | null;
  onClose: () => void;
  /** After a change that takes the student out of view (deleted). */
  onGone?: (id: number) => void;
}

/** The questions asked before rejecting, archiving, deleting or setting a password. */
export function StudentDialogs({ request, onClose, onGone }: DialogProps) {
  const who = request?.student;
  return (
    <>
      <ArchiveDialog
        key={`archive-${who?.id}`}
        request={request?.kind === 'archive' ? request : null}
        onClose={onClose}
      />
      <DeleteDialog
        request={request?.kind === 'delete' ? request : null}
        onClose={onClose}
        onGone={onGone}
      />
      <RejectDialog request={request?.kind === 'reject' ? request : null} onClose={onClose} />
      <PasswordDialog
        key={`password-${who?.id}`}
        request={request?.kind === 'password' ? request : null}
        onClose={onClose}
      />
    </>
  );
}

const nameOf = (request: StudentDialogRequest) => request.student.name || request.student.username;

/** Archive with the result of the exam (1st, 2nd, later attempt) and a comment. */
function ArchiveDialog({ request, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [result, setResult] = useState<ArchiveResult>('first');
  const [comment, setComment] = useState('');
  const archive = useSchoolAction(archiveStudent, { onDone: onClose });
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('school.page.archiveTitle')}
      centered
      radius="lg"
    >
      {request && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            archive.mutate({ id: request.student.id, result, comment: comment.trim() });
          }}
        >
          <Stack gap="md">
            <Text>{t('school.page.archiveText', { name: nameOf(request) })}</Text>
            <Radio.Group
              label={t('school.page.archiveResult')}
              value={result}
              onChange={(v) => setResult(v as ArchiveResult)}
            >
              <Stack gap="xs" mt="xs">
                {ARCHIVE_RESULTS.map((r) => (
                  <Radio key={r} value={r} label={t(`school.page.result.${r}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('school.page.archiveComment')}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={2000}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('school.page.cancel')}
              </Button>
              <Button type="submit" loading={archive.isPending}>
                {t('school.page.archiveConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Delete, after saying what happens to the coupon (freed under 5% progress). */
function DeleteDialog({ request, onClose, onGone }: DialogProps) {
  const { t } = useTranslation();
  const remove = useSchoolAction(deleteStudent, {
    onDone: (data) => {
      onGone?.(data.id);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      opened={request !== null}
      title={t('school.page.deleteTitle')}
      text={request ? t('school.page.deleteText', { name: nameOf(request) }) : ''}
      confirmLabel={t('school.page.deleteConfirm')}
      cancelLabel={t('school.page.cancel')}
      danger
      busy={remove.isPending}
      onConfirm={() => request && remove.mutate(request.student.id)}
      onClose={onClose}
    />
  );
}

/** Reject a request to join, after saying it can be taken back from the rejected list. */
function RejectDialog({ request, onClose }: DialogProps) {
  const { t } = useTranslation();
  const reject = useSchoolAction(rejectStudent, { onDone: onClose });
  return (
    <ConfirmDialog
      opened={request !== null}
      title={t('school.page.rejectTitle')}
      text={request ? t('school.page.rejectText', { name: nameOf(request) }) : ''}
      confirmLabel={t('school.page.rejectConfirm')}
      cancelLabel={t('school.page.cancel')}
      danger
      busy={reject.isPending}
      onConfirm={() => request && reject.mutate(request.student.id)}
      onClose={onClose}
    />
  );
}

/** The school sets a new password for a student (SPEC §6). */
function PasswordDialog({ request, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const save = useSchoolAction(
    (v: { id: number; password: string; confirm: string }) =>
      changeStudentPassword(v.id, v.password, v.confirm),
    { onDone: onClose },
  );
  const rules = checkPasswordRules(password, confirm);
  const errors = fieldErrorsOf(save.error);
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('school.page.passwordTitle')}
      centered
      radius="lg"
    >
      {request && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ id: request.student.id, password, confirm });
          }}
        >
          <Stack gap="md">
            <Text>{t('school.page.passwordText', { name: nameOf(request) })}</Text>
            <PasswordInput
              label={t('school.page.newPassword')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              autoComplete="new-password"
              aria-describedby="school-password-rules"
            />
            <PasswordInput
              label={t('school.page.confirmPassword')}
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={errors.passwordConfirm}
              autoComplete="new-password"
            />
            <PasswordRuleList id="school-password-rules" rules={rules} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('school.page.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!allRulesMet(rules)}>
                {t('school.page.passwordSave')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
