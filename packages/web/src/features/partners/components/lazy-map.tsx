import { Skeleton } from '@mantine/core';
import { Suspense, useState, type ComponentType } from 'react';
import { ChunkErrorBoundary } from '../../../components/ui/chunk-error-boundary';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import type { PartnerMapProps } from './partner-map';
import classes from './partners.module.css';

/** The map placeholder: the same size, so nothing jumps when the map arrives. */
export function MapSkeleton() {
  return <Skeleton className={classes.map} radius={0} />;
}

/** Like app/lazy-page: a chunk fetched on first render, with a retry when it fails to arrive. */
function lazyMap(load: () => Promise<ComponentType<PartnerMapProps>>) {
  const lazyComponent = lazyWithTimeout(load);
  function LazySchoolsMap(props: PartnerMapProps) {
    const [attempt, setAttempt] = useState(0);
    // Kept in state: a new lazy component only after a failed load is retried.
    const [SchoolsMap, setSchoolsMap] = useState(() => lazyComponent.current());
    return (
      <ChunkErrorBoundary
        key={attempt}
        onRetry={() => {
          lazyComponent.retry();
          setSchoolsMap(() => lazyComponent.current());
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<MapSkeleton />}>
          <SchoolsMap {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazySchoolsMap;
}

/** The schools' map: Leaflet and the map are a chunk of their own, fetched when first drawn. */
export const LazySchoolsMap = lazyMap(() => import('./partner-map').then((m) => m.PartnerMap));
