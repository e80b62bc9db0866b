import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { createFolder, deleteFolder, folderQuery } from '../api/files';
import { useFilesAction } from '../hooks/use-files-action';
import { FileCard } from './file-card';
import { UploadZone } from './upload-zone';
import { PageTitle } from '../../../components/ui/page-title';

/**
 * The media (question pictures, page images), stored in the database so every node serves the
 * same bytes: folders, previews, upload by drag and drop, rename, delete, attach to a question.
 */
export function FilesPage() {
  const { t } = useTranslation();
  const [folder, setFolder] = useState('');
  const [newFolder, setNewFolder] = useState('');
  const listing = useQuery(folderQuery(folder));
  const make = useFilesAction(
    createFolder,
    (i) => t('adminFiles.folderCreated', { name: i.name }),
    () => setNewFolder(''),
  );
  const removeFolder = useFilesAction(
    deleteFolder,
    (path) => t('adminFiles.folderDeleted', { name: path }),
    () => setFolder(parentOf(folder)),
  );
  const segments = folder ? folder.split('/') : [];
  const data = listing.data;
  return (
    <Stack gap="lg">
      <PageTitle title={t('adminFiles.title')} />
      <Breadcrumbs separator="/" aria-label={t('adminFiles.path')}>
        <Anchor component="button" type="button" onClick={() => setFolder('')}>
          {t('adminFiles.root')}
        </Anchor>
        {segments.map((s, i) => (
          <Anchor
            key={i}
            component="button"
            type="button"
            onClick={() => setFolder(segments.slice(0, i + 1).join('/'))}
          >
            {s}
          </Anchor>
        ))}
      </Breadcrumbs>
      {listing.isError && <Text c="red">{describeError(listing.error)}</Text>}
      <Group gap="xs" wrap="wrap">
        {data?.folders.map((name) => (
          <Button
            key={name}
            variant="default"
            radius="md"
            onClick={() => setFolder(folder ? `${folder}/${name}` : name)}
          >
            📁 {name}
          </Button>
        ))}
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          make.mutate({ parent: folder, name: newFolder.trim() });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('adminFiles.newFolder')}
            description={t('adminFiles.folderHint')}
            value={newFolder}
            onChange={(e) => setNewFolder(e.currentTarget.value)}
          />
          <Button
            type="submit"
            variant="light"
            loading={make.isPending}
            disabled={!newFolder.trim()}
          >
            {t('adminFiles.create')}
          </Button>
          {folder && data && data.files.length === 0 && data.folders.length === 0 && (
            <Button variant="subtle" color="red" onClick={() => removeFolder.mutate(folder)}>
              {t('adminFiles.deleteFolder')}
            </Button>
          )}
        </Group>
      </form>
      <UploadZone folder={folder} />
      {data && data.files.length === 0 && <Text c="dimmed">{t('adminFiles.empty')}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
        {data?.files.map((file) => (
          <FileCard key={file.name} file={file} />
        ))}
      </SimpleGrid>
      {data && (
        <Paper p="xs" radius="md" bg="transparent">
          <Text size="xs" c="dimmed">
            {t('adminFiles.limits')}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');
