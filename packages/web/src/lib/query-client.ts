import type { Namespace } from '@kokpit/shared';
import { QueryClient } from '@tanstack/react-query';
import { isRequestError, request } from './socket';

/**
 * Server data goes through TanStack Query over the socket client. Queries retry only when the
 * call never reached the server; a negative envelope is an answer, not a glitch.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 2 && isRequestError(error) && error.kind !== 'server',
    },
    mutations: { retry: false },
  },
});

/** A query function body: the envelope's data of one realtime call. */
export async function fetchData<T>(
  namespace: Namespace,
  event: string,
  payload?: unknown,
): Promise<T> {
  const envelope = await request<T>(namespace, event, payload);
  return envelope.data;
}
