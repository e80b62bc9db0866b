import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentDialogRequest } from './row-actions';
import { NewStudentDialog } from './new-student-dialog';
import { SchoolFrame } from './school-frame';
import { StudentDialogs } from './student-dialogs';
import { StudentLists } from './student-lists';
import { StudentPanel } from './student-panel';

/** /{lang}/school: the school's students, pending, active and archived (page group school-home). */
export function SchoolHomePage() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<StudentDialogRequest | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <SchoolFrame
      title={t('school.homeTitle')}
      actions={<Button onClick={() => setAdding(true)}>{t('school.page.newStudent')}</Button>}
    >
      <StudentLists onOpen={setOpenId} onAsk={setDialog} />
      <StudentPanel studentId={openId} onClose={() => setOpenId(null)} onAsk={setDialog} />
      <StudentDialogs
        request={dialog}
        onClose={() => setDialog(null)}
        onGone={(id) => setOpenId((open) => (open === id ? null : open))}
      />
      <NewStudentDialog opened={adding} onClose={() => setAdding(false)} />
    </SchoolFrame>
  );
}
