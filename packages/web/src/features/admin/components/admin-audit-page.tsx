import { Badge, Button, Group, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminAuditEntryView, AdminRow } from '@kokpit/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { formatCount } from '../../../lib/i18n/format-count';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ADMIN_KEY, auditQuery, revertEntry, tablesQuery } from '../api/admin';
import classes from './admin.module.css';
import { formatKey } from './format';
import { LoadState } from './load-state';

/** The back office's writes, newest first; each can be reverted once from here. */
export function AdminAuditPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [table, setTable] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const tables = useQuery(tablesQuery());
  const audit = useQuery(auditQuery(table ?? undefined, page));
  useDocumentTitle(t('admin.audit.title'));
  const data = audit.data;
  // The file browser's entries are about pictures and folders (`media`), not a table's rows.
  const labelOf = (name: string) =>
    name === MEDIA
      ? t('adminFiles.title')
      : (tables.data?.tables.find((tb) => tb.name === name)?.labels[lang] ?? name);
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('admin.audit.title')}
      </Title>
      <Text c="dimmed">{t('admin.audit.intro')}</Text>
      <Select
        w={260}
        label={t('admin.audit.table')}
        placeholder={t('admin.audit.allTables')}
        clearable
        searchable
        data={[
          { value: MEDIA, label: t('adminFiles.title') },
          ...(tables.data?.tables ?? []).map((tb) => ({ value: tb.name, label: tb.labels[lang] })),
        ]}
        value={table}
        onChange={(v) => {
          setTable(v);
          setPage(1);
        }}
      />
      <LoadState query={audit}>
        {data && data.entries.length === 0 && <Text c="dimmed">{t('admin.audit.empty')}</Text>}
        {data && data.entries.length > 0 && (
          <div className={classes.tableWrap}>
            <Table withTableBorder fz="sm" miw={720} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.audit.when')}</Table.Th>
                  <Table.Th>{t('admin.audit.who')}</Table.Th>
                  <Table.Th>{t('admin.audit.action')}</Table.Th>
                  <Table.Th>{t('admin.audit.table')}</Table.Th>
                  <Table.Th>{t('admin.audit.changes')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((e) => (
                  <Entry key={e.id} entry={e} labelOf={labelOf} />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        {data && data.total > data.pageSize && (
          <Pagination
            total={Math.ceil(data.total / data.pageSize)}
            value={page}
            onChange={setPage}
            size="sm"
          />
        )}
      </LoadState>
    </Stack>
  );
}

/** The entity of the file browser's entries (server admin-files/media-files-revert.ts). */
const MEDIA = 'media';

const RECORD_ACTIONS = ['admin.insert', 'admin.update', 'admin.delete', 'admin.revert'] as const;
/** What the operator screens log (features/admin-operations, admin-files, admin-content). */
const OPERATIONS = [
  'admin.contact.handle',
  'admin.contact.reopen',
  'admin.content.import',
  'admin.credits.grant',
  'admin.credits.mark-paid',
  'admin.export.csv',
  'admin.export.php',
  'admin.export.sql',
  'admin.export.xlsx',
  'admin.media.attach',
  'admin.media.delete',
  'admin.media.folder-create',
  'admin.media.folder-delete',
  'admin.media.rename',
  'admin.media.upload',
  'admin.notice.send',
  'admin.school.approve',
  'admin.school.reject',
  'admin.user.sign-out-everywhere',
] as const;

function Entry({
  entry: e,
  labelOf,
}: {
  entry: AdminAuditEntryView;
  labelOf: (table: string) => string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const revert = useMutation({
    mutationFn: () => revertEntry(e.id),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      notify({ message: r.message, tone: 'success' });
      setConfirming(false);
    },
    onError: (err) => notify({ message: describeError(err), tone: 'error' }),
  });
  const action = RECORD_ACTIONS.find((a) => a === e.action);
  const operation = OPERATIONS.find((a) => a === e.action);
  return (
    <Table.Tr data-testid={`audit-${e.id}`}>
      <Table.Td>
        {new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' }).format(e.at)}
      </Table.Td>
      <Table.Td>{e.actorName || `#${e.actorId ?? ''}`}</Table.Td>
      <Table.Td>
        {/* The whole name: a badge would otherwise shrink to an ellipsis in a narrow column. */}
        <Badge
          variant="light"
          color={e.action === 'admin.delete' || e.action === 'admin.media.delete' ? 'red' : 'blue'}
          styles={{ label: { overflow: 'visible' } }}
        >
          {action
            ? t(`admin.audit.actions.${action}`)
            : operation
              ? t(`admin.operations.${operation}`)
              : e.action}
        </Badge>
      </Table.Td>
      <Table.Td>
        {labelOf(e.table)} {formatKey(e.key)}
      </Table.Td>
      <Table.Td>
        <Changes before={e.before} after={e.after} />
        {e.cascaded.length > 0 && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('admin.along', {
              list: e.cascaded
                .map((c) => `${labelOf(c.table)}: ${formatCount(c.count, lang)}`)
                .join(', '),
            })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {e.revertedBy !== null ? (
          <Text size="xs" c="dimmed">
            {t('admin.audit.reverted', { id: e.revertedBy })}
          </Text>
        ) : e.revertable ? (
          confirming ? (
            <Group gap={4}>
              <Text size="xs">
                {t(
                  e.table === MEDIA
                    ? 'admin.audit.revertMediaConfirm'
                    : 'admin.audit.revertConfirm',
                )}
              </Text>
              <Button
                size="xs"
                color="orange"
                loading={revert.isPending}
                onClick={() => revert.mutate()}
              >
                {t('admin.audit.revert')}
              </Button>
            </Group>
          ) : (
            <Button size="xs" variant="light" color="orange" onClick={() => setConfirming(true)}>
              {t('admin.audit.revert')}
            </Button>
          )
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** Only what changed for an edit; the whole row for a creation or a deletion. */
function Changes({ before, after }: { before: AdminRow | null; after: AdminRow | null }) {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) => !before || !after || String(before[k]) !== String(after[k]),
  );
  return (
    <pre className={classes.json}>
      {names
        .slice(0, 12)
        .map((k) =>
          before && after
            ? `${k}: ${String(before[k])} → ${String(after[k])}`
            : `${k}: ${String((after ?? before)![k])}`,
        )
        .join('\n')}
      {names.length > 12 ? '\n…' : ''}
    </pre>
  );
}
