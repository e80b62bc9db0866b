import {
  Limits,
  STUDENT_LIST_STATES,
  STUDENT_SORT_FIELDS,
  type StudentListState,
  type StudentSortField,
} from '@kokpit/shared';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { studentListQuery } from '../api/students';
import type { StudentDialogRequest } from './row-actions';
import classes from './school.module.css';
import { StudentCards } from './student-cards';
import { StudentTable, type SortState } from './student-table';

const isState = (v: string | null): v is StudentListState =>
  (STUDENT_LIST_STATES as readonly string[]).includes(v ?? '');
const isSort = (v: string | null): v is StudentSortField =>
  (STUDENT_SORT_FIELDS as readonly string[]).includes(v ?? '');

/** The list's place (tab, page, sort) lives in the address, so back and reload keep it. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const tab: StudentListState = isState(params.get('tab'))
    ? (params.get('tab') as StudentListState)
    : 'active';
  const page = Math.max(1, Number(params.get('page')) || Limits.studentListDefaultPage);
  const sort: SortState = {
    sort: isSort(params.get('sort')) ? (params.get('sort') as StudentSortField) : 'dateAccessed',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
  const set = (next: { tab?: StudentListState; page?: number; sort?: SortState }) => {
    const merged = { tab, page: 1, sort, ...next };
    const p = new URLSearchParams(params);
    p.set('tab', merged.tab);
    p.set('page', String(merged.page));
    p.set('sort', merged.sort.sort);
    p.set('dir', merged.sort.direction);
    setParams(p, { replace: true });
  };
  return { tab, page, sort, set };
}

interface StudentListsProps {
  onOpen: (id: number) => void;
  onAsk: (request: StudentDialogRequest) => void;
}

/** Pending, active and archived students: tabs with counts, search, sort and pages (SPEC §2). */
export function StudentLists({ onOpen, onAsk }: StudentListsProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const { tab, page, sort, set } = useListParams();
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  // Under 3 characters the server would ignore it: the whole list, and no hint of a search.
  const search = debounced.length >= Limits.studentSearchMinChars ? debounced : undefined;
  const list = useQuery(
    studentListQuery({ status: tab, page, sort: sort.sort, direction: sort.direction, search }),
  );
  const data = list.data;
  const counts = data?.counts;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const toggleSort = (field: StudentSortField) =>
    set({
      sort: {
        sort: field,
        direction: sort.sort === field && sort.direction === 'desc' ? 'asc' : 'desc',
      },
    });

  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(v) => isState(v) && set({ tab: v })}>
        <Tabs.List className={classes.tabs}>
          {STUDENT_LIST_STATES.map((state) => (
            <Tabs.Tab
              key={state}
              value={state}
              rightSection={
                <Badge size="sm" variant={state === tab ? 'filled' : 'light'} circle={false}>
                  {counts ? counts[state] : '…'}
                </Badge>
              }
            >
              {t(`school.page.tab.${state}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="flex-end">
        <TextInput
          type="search"
          label={t('school.page.searchLabel')}
          description={t('school.page.searchHint')}
          placeholder={t('school.page.searchPlaceholder')}
          value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            if (page !== 1) set({ page: 1 });
          }}
          style={{ flex: 1, minWidth: 220, maxWidth: 420 }}
        />
      </Group>
      {list.isError && (
        <Alert color="red" variant="light" radius="lg" title={t('school.page.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describeError(list.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
              {t('school.page.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {!data ? (
        !list.isError && <Skeleton height={280} radius="lg" />
      ) : data.rows.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {search ? t('school.page.noMatches', { text: search }) : t(`school.page.empty.${tab}`)}
          </Text>
        </Paper>
      ) : phone ? (
        <StudentCards
          rows={data.rows}
          sort={sort}
          onSortChange={(next) => set({ sort: next })}
          onOpen={onOpen}
          onAsk={onAsk}
        />
      ) : (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          <StudentTable
            rows={data.rows}
            sort={sort}
            onSort={toggleSort}
            onOpen={onOpen}
            onAsk={onAsk}
          />
        </Paper>
      )}
      {data && data.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('school.page.rowsOf', {
              from: (data.page - 1) * data.pageSize + 1,
              to: (data.page - 1) * data.pageSize + data.rows.length,
              total: data.total,
            })}
          </Text>
          {pages > 1 && (
            <Center>
              <Pagination
                total={pages}
                value={page}
                onChange={(p) => set({ page: p })}
                size="sm"
                siblings={phone ? 0 : 1}
                getItemProps={(p) => ({ 'aria-label': t('school.page.pageN', { n: p }) })}
              />
            </Center>
          )}
        </Group>
      )}
    </Stack>
  );
}
