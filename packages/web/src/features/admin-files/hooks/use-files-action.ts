import type { Envelope } from '@kokpit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';
import { FILES_KEY } from '../api/files';

/** Runs a file action: its message as a toast, the listing refreshed. */
export function useFilesAction<I, R>(
  action: (input: I) => Promise<Envelope<R>>,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (envelope) => {
      void queryClient.invalidateQueries({ queryKey: FILES_KEY });
      notify({ message: envelope.message, fallbackKey: 'adminOps.done', tone: 'success' });
      onDone?.();
    },
    onError: (error) => notify({ message: describeError(error), tone: 'error' }),
  });
}
