import { adminListPayload, type AdminListPayload, type AdminQuery } from '@kokpit/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, search, sort and page live in the URL (`?q=` JSON), so a list can be
 * bookmarked, shared and reopened from a saved view; anything the shared schema refuses is
 * dropped back to the plain list.
 */
export function useListState(table: string) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('q');
  const state = useMemo<AdminListPayload>(() => {
    let parsed: unknown = {};
    try {
      parsed = raw ? JSON.parse(raw) : {};
    } catch {
      parsed = {};
    }
    const result = adminListPayload.safeParse({ ...(parsed as object), table });
    return result.success ? result.data : adminListPayload.parse({ table });
  }, [raw, table]);

  const update = useCallback(
    (patch: Partial<Omit<AdminListPayload, 'table'>>) => {
      const next: Partial<AdminListPayload> = { ...state, ...patch };
      delete next.table;
      setParams({ q: JSON.stringify(next) }, { replace: false });
    },
    [state, setParams],
  );
  const query: AdminQuery = {
    table,
    filters: state.filters,
    search: state.search,
    sort: state.sort,
  };
  return { state, query, update };
}
