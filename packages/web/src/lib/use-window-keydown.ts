import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A window keydown listener that always runs the latest render's handler. The listener is
 * attached once; a layout effect stores each render's handler as soon as that render is on
 * screen. (Mantine's useWindowEvent re-attaches in a passive effect: between a new question's
 * paint and that effect, a key went to the previous question's handler and was lost.)
 */
export function useWindowKeydown(handler: (event: KeyboardEvent) => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => latest.current(event);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
