import {
  Alert,
  Anchor,
  Button,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { AdminRow, AdminTableView } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { recordsQuery, tablesQuery } from '../api/admin';
import { ExportMenu } from '../../admin-exports';
import { useListState } from '../hooks/use-list-state';
import classes from './admin.module.css';
import { FilterBuilder } from './filter-builder';
import { formatCell } from './format';
import { LoadState } from './load-state';
import { SavedViews } from './saved-views';

/** Any table's records: filters, search, sort by any column, pages with the total. */
export function AdminListPage() {
  const { table = '' } = useParams();
  const tables = useQuery(tablesQuery());
  const meta = tables.data?.tables.find((tb) => tb.name === table);
  return (
    <LoadState query={tables}>
      {meta ? <RecordList key={table} table={meta} /> : <Alert color="red">{table}</Alert>}
    </LoadState>
  );
}

function RecordList({ table }: { table: AdminTableView }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { state, query, update } = useListState(table.name);
  const records = useQuery(recordsQuery(state));
  const [search, setSearch] = useState(state.search);
  const [appliedSearch, setAppliedSearch] = useState(state.search);
  // A saved view or the back button changes the search: the box follows.
  if (appliedSearch !== state.search) {
    setAppliedSearch(state.search);
    setSearch(state.search);
  }
  useDocumentTitle(table.labels[lang]);
  const searchable = table.columns.filter((c) => c.searchable);
  const data = records.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / state.pageSize)) : 1;
  const editable = !table.readOnly && table.primaryKey.length > 0;

  const keyOf = (row: AdminRow) =>
    Object.fromEntries(table.primaryKey.map((k) => [k, row[k] as string | number]));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {table.labels[lang]}
          </Title>
          <Text size="sm" c="dimmed" ff="monospace">
            {table.name}
          </Text>
        </div>
        {editable && (
          <Button component={Link} to={paths.adminRecord(lang, table.name)}>
            {t('admin.list.newRecord')}
          </Button>
        )}
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            update({ search, page: 1 });
          }}
          style={{ flex: '1 1 260px' }}
        >
          <TextInput
            label={t('admin.list.search')}
            type="search"
            disabled={searchable.length === 0}
            placeholder={
              searchable.length > 0
                ? t('admin.list.searchPlaceholder', {
                    columns: [
                      ...searchable.map((c) => c.labels[lang]),
                      ...(table.searchAlso ? [table.searchAlso[lang]] : []),
                    ].join(', '),
                  })
                : t('admin.list.noSearch')
            }
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </form>
        <SavedViews table={table.name} query={query} onOpen={(q) => update({ ...q, page: 1 })} />
        <ExportMenu query={query} />
      </Group>
      <FilterBuilder
        key={JSON.stringify(state.filters)}
        table={table}
        filters={state.filters}
        onApply={(filters) => update({ filters, page: 1 })}
      />
      {records.isError && (
        <Alert color="red" role="alert" data-testid="admin-list-error">
          {describeError(records.error)}
        </Alert>
      )}
      <LoadState query={records}>
        {data && (
          <>
            <Text size="sm" data-testid="admin-total">
              {data.totalCapped
                ? t('admin.list.totalCapped', {
                    count: data.total,
                    formatted: formatNumber(data.total, lang),
                  })
                : t('admin.list.total', { count: data.total })}
            </Text>
            {/* While another page or search loads, the rows shown are the last ones: busy. */}
            <div
              className={classes.tableWrap}
              data-testid="admin-records"
              data-search={state.search}
              aria-busy={records.isPlaceholderData}
              style={records.isPlaceholderData ? { opacity: 0.6 } : undefined}
            >
              <Table striped highlightOnHover withTableBorder fz="sm" miw={600}>
                <Table.Thead>
                  <Table.Tr>
                    {editable && <Table.Th />}
                    {table.columns.map((c) => {
                      const sorted = state.sort?.column === c.name ? state.sort.direction : null;
                      return (
                        <Table.Th
                          key={c.name}
                          aria-sort={
                            sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : undefined
                          }
                        >
                          <UnstyledButton
                            fz="sm"
                            fw={600}
                            title={c.indexed ? t('admin.list.indexed') : undefined}
                            aria-label={t('admin.list.sortBy', { column: c.labels[lang] })}
                            onClick={() =>
                              update({
                                sort: {
                                  column: c.name,
                                  direction: sorted === 'asc' ? 'desc' : 'asc',
                                },
                                page: 1,
                              })
                            }
                          >
                            {c.labels[lang]}
                            {c.indexed ? ' ⚡' : ''}
                            {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                          </UnstyledButton>
                        </Table.Th>
                      );
                    })}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row, i) => (
                    <Table.Tr key={i}>
                      {editable && (
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={paths.adminRecord(lang, table.name, keyOf(row))}
                            size="sm"
                          >
                            {t('admin.list.edit')}
                          </Anchor>
                        </Table.Td>
                      )}
                      {table.columns.map((c) => (
                        <Table.Td key={c.name} className={classes.cell}>
                          {c.references && row[c.name] !== null ? (
                            <Anchor
                              component={Link}
                              size="sm"
                              to={paths.adminRecord(lang, c.references.table, {
                                [c.references.column]: row[c.name] as string | number,
                              })}
                            >
                              {formatCell(row[c.name] ?? null, c, data.refLabels, lang)}
                            </Anchor>
                          ) : (
                            formatCell(row[c.name] ?? null, c, data.refLabels, lang)
                          )}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            {data.rows.length === 0 && <Text c="dimmed">{t('admin.list.empty')}</Text>}
            <Group justify="space-between">
              <Pagination
                total={pages}
                value={state.page}
                onChange={(page) => update({ page })}
                size="sm"
                siblings={1}
                aria-label={t('admin.list.page')}
              />
              <Select
                size="xs"
                w={90}
                aria-label={t('admin.list.pageSize')}
                data={['10', '25', '50', '100']}
                value={String(state.pageSize)}
                allowDeselect={false}
                onChange={(v) => update({ pageSize: Number(v), page: 1 })}
              />
            </Group>
          </>
        )}
      </LoadState>
    </Stack>
  );
}
