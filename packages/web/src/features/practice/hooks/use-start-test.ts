import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { startTest, type StartTestInput } from '../api/tests';
import { isDemoCap, isNothingToPractise } from '../start-refusal';

/**
 * Starts a test and opens it (the test page loads it by id); a refusal (no questions left,
 * exam blocked…) arrives translated and is shown as a toast, except an errors test with no
 * mistakes to practise, which the caller may show as an empty state (`onNothingToPractise`).
 */
export function useStartTest(
  options: { replace?: boolean; onNothingToPractise?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (input: StartTestInput) => startTest(input),
    onSuccess: (test) => {
      void queryClient.invalidateQueries({ queryKey: PushQueryKeys.statistics });
      void navigate(paths.test(lang, test.id), { replace: options.replace });
    },
    onError: (error, input) => {
      if (options.onNothingToPractise && isNothingToPractise(input.type, error)) {
        options.onNothingToPractise();
      } else if (isDemoCap(error)) {
        // The cap explained, and the way past it: the school-select page.
        notify({ message: describeError(error), tone: 'info' });
        void navigate(paths.studentDrivingSchool(lang));
      } else {
        notify({ message: describeError(error), tone: 'error' });
      }
    },
  });
}
