import type { AdminKey, AdminListPayload, AdminQuery, AdminSavePayload } from '@kokpit/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/*
 * The back office's calls over `/admin` (server features/admin). Query keys start with
 * ['admin', …] so a write can refresh every list of its table at once.
 */
export const ADMIN_KEY = ['admin'] as const;
export const tableKey = (table: string) => [...ADMIN_KEY, 'table', table] as const;

export const tablesQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'tables'],
    queryFn: () => fetchData('/admin', 'tables'),
    staleTime: 5 * 60_000,
  });

/** One page of a table, as the list's filters, search, sort and page say. */
export const recordsQuery = (payload: AdminListPayload) =>
  queryOptions({
    queryKey: [...tableKey(payload.table), 'records', payload],
    queryFn: () => fetchData('/admin', 'records/list', payload),
    placeholderData: keepPreviousData,
  });

export const recordQuery = (table: string, key: AdminKey) =>
  queryOptions({
    queryKey: [...tableKey(table), 'record', key],
    queryFn: () => fetchData('/admin', 'records/get', { table, key }),
  });

export const optionsQuery = (table: string, search: string) =>
  queryOptions({
    queryKey: [...tableKey(table), 'options', search],
    queryFn: () => fetchData('/admin', 'records/options', { table, search }),
    placeholderData: keepPreviousData,
  });

export const viewsQuery = (table: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'views', table],
    queryFn: () => fetchData('/admin', 'views/list', { table }),
  });

export const auditQuery = (table: string | undefined, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'audit', table ?? '', page],
    queryFn: () => fetchData('/admin', 'audit/list', { table, page }),
    placeholderData: keepPreviousData,
  });

export const saveRecord = (payload: AdminSavePayload) => request('/admin', 'records/save', payload);
/** What deleting the record would take along or be stopped by, read fresh each time. */
export const deletePlanQuery = (table: string, key: AdminKey) =>
  queryOptions({
    queryKey: [...tableKey(table), 'delete-plan', key],
    queryFn: () => fetchData('/admin', 'records/delete-plan', { table, key }),
    staleTime: 0,
    gcTime: 0,
  });

export const deleteRecord = (table: string, key: AdminKey, cascade: boolean) =>
  request('/admin', 'records/delete', { table, key, cascade });
export const saveView = (name: string, query: AdminQuery) =>
  request('/admin', 'views/save', { name, query });
export const deleteView = (id: number) => request('/admin', 'views/delete', { id });
export const revertEntry = (id: number) => request('/admin', 'audit/revert', { id });
