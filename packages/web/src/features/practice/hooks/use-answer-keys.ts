import { useWindowKeydown } from '../../../lib/use-window-keydown';

/** Elements whose own Enter or digit keys must win over the test's shortcuts. */
const OWN_KEYS = 'button, a, input, textarea, select, [contenteditable="true"], [role="dialog"] *';
const TYPING = 'input, textarea, select, [contenteditable="true"]';

/** Keys 1–5 pick an answer; Enter goes on (when `onNext` is given). */
export function useAnswerKeys(options: {
  enabled: boolean;
  answers: number;
  onPick: (index: number) => void;
  onNext?: () => void;
}): void {
  useWindowKeydown((event) => {
    if (!options.enabled || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.key === 'Enter') {
      // A focused button handles Enter itself (and "Next" is focused once answered).
      if (options.onNext && !target?.closest(OWN_KEYS)) {
        event.preventDefault();
        options.onNext();
      }
      return;
    }
    const digit = Number(event.key);
    if (!Number.isInteger(digit) || digit < 1 || digit > Math.min(5, options.answers)) return;
    if (target?.closest(TYPING) || target?.closest('[role="dialog"]')) return;
    event.preventDefault();
    options.onPick(digit - 1);
  });
}
