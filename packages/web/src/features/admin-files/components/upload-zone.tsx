import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { MEDIA_MAX_BYTES } from '@kokpit/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES_KEY, uploadFile } from '../api/files';
import classes from './files.module.css';

interface Upload {
  name: string;
  size: number;
  sent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  message?: string;
}

/**
 * Drop several pictures (or choose them): each is sent in turn with its progress, and refused
 * ones say why (size, type, name taken). Too large files are refused before sending.
 */
export function UploadZone({ folder }: { folder: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const total = uploads.reduce((sum, u) => sum + u.size, 0);
  const sent = uploads.reduce(
    (sum, u) => sum + (u.state === 'sending' ? u.sent : u.state === 'waiting' ? 0 : u.size),
    0,
  );

  const patch = (index: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u, i) => (i === index ? { ...u, ...change } : u)));

  async function send(files: File[]) {
    if (files.length === 0) return;
    const offset = uploads.length;
    setUploads((list) => [
      ...list,
      ...files.map((f) => ({ name: f.name, size: f.size, sent: 0, state: 'waiting' as const })),
    ]);
    for (const [i, file] of files.entries()) {
      const index = offset + i;
      if (file.size > MEDIA_MAX_BYTES) {
        patch(index, { state: 'failed', message: t('adminFiles.tooLarge') });
        continue;
      }
      patch(index, { state: 'sending' });
      try {
        const reply = await uploadFile(folder, file, (n) => patch(index, { sent: n }));
        patch(
          index,
          reply.isPositive ? { state: 'done' } : { state: 'failed', message: reply.message },
        );
      } catch {
        patch(index, { state: 'failed', message: t('adminFiles.uploadFailed') });
      }
    }
    void queryClient.invalidateQueries({ queryKey: FILES_KEY });
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
        <Stack gap={4}>
          <Progress
            value={total > 0 ? Math.round((sent / total) * 100) : 0}
            aria-label={t('adminFiles.progress')}
            data-testid="upload-progress"
          />
          {uploads.map((u, i) => (
            <Text key={`${u.name}-${i}`} size="xs" c={u.state === 'failed' ? 'red' : 'dimmed'}>
              {u.name}: {u.state === 'failed' ? u.message : t(`adminFiles.state_${u.state}`)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
