import type { Envelope } from '@kokpit/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';
import { STUDENTS_KEY } from '../api/students';

/**
 * Runs one of the school's actions (approve, archive, activate…): the server's translated
 * message as a toast either way, and the lists refreshed here at once (the push refreshes the
 * school's other tabs and devices).
 */
export function useSchoolAction<I, R>(
  action: (input: I) => Promise<Envelope<R>>,
  options: { onDone?: (data: R) => void; refresh?: QueryKey[] } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (envelope) => {
      for (const queryKey of [STUDENTS_KEY, ...(options.refresh ?? [])])
        void queryClient.invalidateQueries({ queryKey });
      notify({ message: envelope.message, fallbackKey: 'school.page.done', tone: 'success' });
      options.onDone?.(envelope.data);
    },
    onError: (error) => notify({ message: describeError(error), tone: 'error' }),
  });
}
