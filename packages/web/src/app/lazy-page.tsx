import { Suspense, useState, type ComponentType } from 'react';
import { ChunkErrorBoundary } from '../components/ui/chunk-error-boundary';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { lazyWithTimeout } from '../lib/lazy-with-timeout';

/**
 * A page of a lazily loaded page group: a skeleton while it downloads, a translated error
 * with Retry when it fails or exceeds the chunk timeout.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<void> } {
  const lazyComponent = lazyWithTimeout(load);
  function LazyPage(props: P) {
    const [attempt, setAttempt] = useState(0);
    const Page = lazyComponent.current();
    return (
      <ChunkErrorBoundary
        key={attempt}
        onRetry={() => {
          lazyComponent.retry();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<PageSkeleton />}>
          <Page {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  LazyPage.preload = lazyComponent.preload;
  return LazyPage;
}
