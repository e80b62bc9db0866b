import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { adminKeySchema, type AdminKey, type AdminTableView } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { recordQuery, tablesQuery } from '../api/admin';
import { formatKey } from './format';
import { LoadState } from './load-state';
import { QuestionPreview } from './question-preview';
import { RecordForm } from './record-form';

function parseKey(text: string | null): AdminKey | null {
  if (!text) return null;
  try {
    const parsed = adminKeySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A record's form: empty to create one, or the record named by `?key=` to edit or delete. */
export function AdminRecordPage() {
  const { table = '' } = useParams();
  const [params] = useSearchParams();
  const key = parseKey(params.get('key'));
  const tables = useQuery(tablesQuery());
  const meta = tables.data?.tables.find((tb) => tb.name === table);
  return (
    <LoadState query={tables}>
      {meta ? (
        <RecordScreen key={`${table} ${params.get('key')}`} table={meta} recordKey={key} />
      ) : (
        <Alert color="red">{table}</Alert>
      )}
    </LoadState>
  );
}

function RecordScreen({ table, recordKey }: { table: AdminTableView; recordKey: AdminKey | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const record = useQuery({
    ...recordQuery(table.name, recordKey ?? {}),
    enabled: recordKey !== null,
  });
  const title = recordKey
    ? t('admin.form.editTitle', { key: formatKey(recordKey), table: table.labels[lang] })
    : t('admin.form.createTitle', { table: table.labels[lang] });
  useDocumentTitle(title);
  return (
    <Stack gap="md" maw={table.columns.some((c) => c.markdown) ? 1200 : 760}>
      <Anchor component={Link} to={paths.adminTable(lang, table.name)} size="sm">
        ← {t('admin.form.back')}
      </Anchor>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {title}
      </Title>
      {table.readOnly && (
        <Alert color="gray">
          {table.primaryKey.length === 0 ? t('admin.form.noKey') : t('admin.form.tableReadOnly')}
        </Alert>
      )}
      {recordKey && <RelatedRecords table={table} recordKey={recordKey} />}
      {recordKey ? (
        <LoadState query={record}>
          {record.data && <RecordForm table={table} record={record.data} />}
          {/* The question editor: what is saved, as students get it. */}
          {record.data && table.name === 'questions' && (
            <QuestionPreview
              questionId={Number(record.data.key.id)}
              photo={typeof record.data.row.photo === 'string' ? record.data.row.photo : null}
            />
          )}
        </LoadState>
      ) : (
        <RecordForm table={table} record={null} />
      )}
    </Stack>
  );
}

/**
 * The records that refer to this one (a question's texts, answers and help; a school's
 * students…), each a link to that table's list filtered to them.
 */
function RelatedRecords({ table, recordKey }: { table: AdminTableView; recordKey: AdminKey }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const tables = useQuery(tablesQuery());
  const keyValue = table.primaryKey.length === 1 ? recordKey[table.primaryKey[0]!] : undefined;
  if (table.referencedBy.length === 0 || keyValue === undefined || keyValue === null) return null;
  return (
    <Group gap="xs" aria-label={t('admin.form.related')} role="group">
      <Text size="sm" c="dimmed">
        {t('admin.form.related')}
      </Text>
      {table.referencedBy.map((r) => {
        const other = tables.data?.tables.find((tb) => tb.name === r.table);
        const column = other?.columns.find((c) => c.name === r.column);
        const q = JSON.stringify({
          filters: [{ column: r.column, op: 'oneOf', values: [keyValue] }],
        });
        const label = other?.labels[lang] ?? r.table;
        // A table that refers here twice (a message's sender and recipient) names the column.
        const twice = table.referencedBy.filter((x) => x.table === r.table).length > 1;
        return (
          <Anchor
            key={`${r.table}.${r.column}`}
            component={Link}
            to={`${paths.adminTable(lang, r.table)}?q=${encodeURIComponent(q)}`}
            size="sm"
          >
            {twice ? `${label} (${column?.labels[lang] ?? r.column})` : label}
          </Anchor>
        );
      })}
    </Group>
  );
}
