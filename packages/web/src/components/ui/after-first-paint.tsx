import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** Resolves once the browser has painted the frame after the current one. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The sections waiting to render, one after another (see AfterFirstPaint). */
let queue: Promise<void> = Promise.resolve();

/**
 * Renders its children only once the screen around it has been painted, as an interruptible
 * transition: the first paint of a long page carries only what is on screen, and the sections
 * below the fold follow, each in its own render and commit after the previous one has painted,
 * instead of one long blocking task on a slow phone. `minHeight` holds their place meanwhile,
 * and while a lazy section's code is still on its way.
 */
export function AfterFirstPaint({
  children,
  minHeight,
}: {
  children: ReactNode;
  minHeight: number;
}) {
  const [ready, setReady] = useState(false);
  const release = useRef<(() => void) | null>(null);

  useEffect(() => {
    let mounted = true;
    queue = queue.then(afterNextPaint).then(
      () =>
        new Promise<void>((resolve) => {
          if (!mounted) return resolve();
          release.current = resolve;
          startTransition(() => setReady(true));
        }),
    );
    return () => {
      mounted = false;
      release.current?.();
    };
  }, []);

  // Committed: the next waiting section may start.
  useEffect(() => {
    if (ready) release.current?.();
  }, [ready]);

  const placeholder = <div style={{ minHeight }} aria-hidden="true" />;
  return ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
