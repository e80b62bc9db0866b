import type { Envelope } from '@kokpit/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';

/**
 * Runs one operator action: the server's translated message as a toast either way, and the
 * screens' queries refreshed.
 */
export function useOpsAction<I, R>(
  action: (input: I) => Promise<Envelope<R>>,
  options: { refresh: QueryKey[]; onDone?: (data: R) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (envelope) => {
      for (const queryKey of options.refresh) void queryClient.invalidateQueries({ queryKey });
      notify({ message: envelope.message, fallbackKey: 'adminOps.done', tone: 'success' });
      options.onDone?.(envelope.data);
    },
    onError: (error) => notify({ message: describeError(error), tone: 'error' }),
  });
}
