import type { Envelope } from '@kokpit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';
import { FILES_KEY } from '../api/files';

/**
 * Runs a file action: a toast that says what was done (`said`, from the action's input), or
 * the server's reason it was not; the listing refreshed.
 */
export function useFilesAction<I, R>(
  action: (input: I) => Promise<Envelope<R>>,
  said: (input: I) => string,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (_envelope, input) => {
      void queryClient.invalidateQueries({ queryKey: FILES_KEY });
      notify({ message: said(input), tone: 'success' });
      onDone?.();
    },
    onError: (error) => notify({ message: describeError(error), tone: 'error' }),
  });
}
