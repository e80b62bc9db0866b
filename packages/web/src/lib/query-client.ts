import type { EventName, EventReply, Namespace } from '@kokpit/shared';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { dismissErrorToasts } from './notify';
import { isRequestError, request, type PayloadArgs } from './socket';

/**
 * Server data goes through TanStack Query over the socket client. Queries retry only when the
 * call never reached the server; a negative envelope is an answer, not a glitch.
 */
export const queryClient = new QueryClient({
  // A call that succeeds takes away the error toasts of earlier failures.
  mutationCache: new MutationCache({ onSuccess: () => dismissErrorToasts() }),
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

/** A query function body: the envelope's data of one realtime call, typed by the contract. */
export async function fetchData<N extends Namespace, E extends EventName<N>>(
  namespace: N,
  event: E,
  ...args: PayloadArgs<N, E>
): Promise<EventReply<N, E>> {
  const envelope = await request(namespace, event, ...args);
  return envelope.data;
}
