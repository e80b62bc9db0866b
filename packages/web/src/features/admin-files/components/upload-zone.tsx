import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { MEDIA_MAX_BYTES } from '@kokpit/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { FILES_KEY, uploadFile } from '../api/files';
import { useFileSize } from './file-size';
import classes from './files.module.css';

interface Upload {
  id: number;
  name: string;
  size: number;
  sent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  message?: string;
}

let nextId = 0;

/**
 * Drop several pictures (or choose them): each is sent in turn, and the list shows every file
 * whole (name, size, its own progress and how it ended: refused ones say why). Too large files
 * are refused before sending. A toast then says how many went up and how many did not.
 */
export function UploadZone({ folder }: { folder: string }) {
  const { t } = useTranslation();
  const size = useFileSize();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [over, setOver] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const total = uploads.reduce((sum, u) => sum + u.size, 0);
  const sent = uploads.reduce((sum, u) => sum + sentOf(u), 0);
  const busy = uploads.some((u) => u.state === 'waiting' || u.state === 'sending');

  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  async function send(files: File[]) {
    if (files.length === 0) return;
    const batch = files.map((f) => ({
      file: f,
      upload: { id: nextId++, name: f.name, size: f.size, sent: 0, state: 'waiting' as const },
    }));
    setUploads((list) => [...list, ...batch.map((b) => b.upload)]);
    let done = 0;
    let failed = 0;
    for (const { file, upload } of batch) {
      const fail = (message: string) => {
        failed += 1;
        patch(upload.id, { state: 'failed', message });
      };
      if (file.size > MEDIA_MAX_BYTES) {
        fail(t('adminFiles.tooLarge'));
        continue;
      }
      patch(upload.id, { state: 'sending' });
      try {
        const reply = await uploadFile(folder, file, (n) => patch(upload.id, { sent: n }));
        if (reply.isPositive) {
          done += 1;
          patch(upload.id, { state: 'done', sent: file.size });
        } else fail(reply.message);
      } catch {
        fail(t('adminFiles.uploadFailed'));
      }
    }
    void queryClient.invalidateQueries({ queryKey: FILES_KEY });
    if (done > 0) notify({ message: t('adminFiles.uploaded', { count: done }), tone: 'success' });
    if (failed > 0) {
      notify({ message: t('adminFiles.notUploaded', { count: failed }), tone: 'warning' });
    }
  }

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        radius="lg"
        p="lg"
        className={classes.dropzone}
        data-over={over || undefined}
        data-testid="upload-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void send([...e.dataTransfer.files]);
        }}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('adminFiles.dropHere')}</Text>
          <Button variant="light" onClick={() => input.current?.click()}>
            {t('adminFiles.choose')}
          </Button>
        </Group>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          data-testid="upload-input"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            void send(files);
          }}
        />
      </Paper>
      {uploads.length > 0 && (
        <Paper withBorder radius="lg" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600} id={listId}>
                {t('adminFiles.uploads')}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                disabled={busy}
                onClick={() => setUploads([])}
              >
                {t('adminFiles.clearList')}
              </Button>
            </Group>
            <Progress
              value={percentOf(sent, total)}
              aria-label={t('adminFiles.progress')}
              data-testid="upload-progress"
            />
            <ul className={classes.uploads} aria-labelledby={listId}>
              {uploads.map((u) => (
                <UploadLine key={u.id} upload={u} size={size(u.size)} />
              ))}
            </ul>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function UploadLine({ upload: u, size }: { upload: Upload; size: string }) {
  const { t } = useTranslation();
  const percent = percentOf(sentOf(u), u.size);
  const color = u.state === 'failed' ? 'red' : u.state === 'done' ? 'teal' : undefined;
  return (
    <li className={classes.upload} data-testid="upload-item" data-state={u.state}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600} className={classes.name}>
          {u.name}
        </Text>
        <Text size="xs" c="dimmed" className={classes.size}>
          {size}
        </Text>
      </Group>
      <Progress
        size="sm"
        value={percent}
        color={color}
        aria-label={t('adminFiles.fileProgress', { name: u.name })}
      />
      <Text size="xs" c={color ?? 'dimmed'} className={classes.name}>
        {u.state === 'failed'
          ? `${t('adminFiles.state_failed')}: ${u.message ?? ''}`
          : u.state === 'sending'
            ? t('adminFiles.sending', { percent })
            : t(`adminFiles.state_${u.state}`)}
      </Text>
    </li>
  );
}

/** Bytes that count as handled: a refused file is finished too, so the whole bar reaches 100%. */
const sentOf = (u: Upload) => (u.state === 'sending' ? u.sent : u.state === 'waiting' ? 0 : u.size);

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
