import { Button, Group, Modal, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { MediaFileView } from '@kokpit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { attachFile, deleteFile, renameFile } from '../api/files';
import { useFilesAction } from '../hooks/use-files-action';
import classes from './files.module.css';
import { useFileSize } from './file-size';

type Dialog = 'rename' | 'attach' | 'delete' | null;

/** One stored picture: its preview, size, and what the operator can do with it. */
export function FileCard({ file }: { file: MediaFileView }) {
  const { t } = useTranslation();
  const size = useFileSize();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [to, setTo] = useState(file.name);
  const [question, setQuestion] = useState<number | string>('');
  const close = () => setDialog(null);
  const rename = useFilesAction(renameFile, (i) => t('adminFiles.renamed', i), close);
  const remove = useFilesAction(deleteFile, (name) => t('adminFiles.deleted', { name }), close);
  const attach = useFilesAction(
    attachFile,
    (i) => t('adminFiles.attached', { name: i.name ?? '', question: i.question }),
    close,
  );
  return (
    <Paper withBorder radius="lg" p="xs" data-testid="media-file">
      <Stack gap={6}>
        <img src={file.url} alt={file.name} loading="lazy" className={classes.preview} />
        <Text size="sm" fw={600} className={classes.name}>
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {size(file.size)}
        </Text>
        <Group gap={4} wrap="wrap">
          <Button size="compact-xs" variant="light" onClick={() => setDialog('attach')}>
            {t('adminFiles.attach')}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setDialog('rename')}>
            {t('adminFiles.rename')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => setDialog('delete')}
          >
            {t('adminFiles.delete')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('adminFiles.deleteTitle')}
        text={t('adminFiles.deleteConfirm', { name: file.name })}
        confirmLabel={t('adminFiles.delete')}
        cancelLabel={t('adminFiles.cancel')}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate(file.name)}
        onClose={close}
      />
      <Modal
        opened={dialog === 'rename' || dialog === 'attach'}
        onClose={close}
        title={file.name}
        radius="lg"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (dialog === 'rename') rename.mutate({ name: file.name, to: to.trim() });
            else attach.mutate({ question: Number(question), name: file.name });
          }}
        >
          <Stack gap="sm">
            {dialog === 'rename' ? (
              <TextInput
                label={t('adminFiles.newName')}
                description={t('adminFiles.nameHint')}
                value={to}
                onChange={(e) => setTo(e.currentTarget.value)}
                data-autofocus
              />
            ) : (
              <NumberInput
                label={t('adminFiles.questionId')}
                min={1}
                allowDecimal={false}
                value={question}
                onChange={setQuestion}
                data-autofocus
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('adminFiles.cancel')}
              </Button>
              <Button type="submit" loading={rename.isPending || attach.isPending}>
                {dialog === 'rename' ? t('adminFiles.rename') : t('adminFiles.attach')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
