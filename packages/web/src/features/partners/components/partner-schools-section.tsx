import { Alert, Anchor, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChunkErrorBoundary } from '../../../components/ui/chunk-error-boundary';
import { RefreshIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import { paths } from '../../../lib/paths';
import { partnerSchoolsQuery } from '../api/partner-schools';
import type { PartnerMapProps } from './partner-map';
import { SchoolList } from './school-list';
import classes from './partners.module.css';

/** Leaflet and the map are fetched only when the section comes near the screen. */
const partnerMap = lazyWithTimeout<PartnerMapProps>(() =>
  import('./partner-map').then((m) => m.PartnerMap),
);

/**
 * Starts loading a little before the section scrolls into view: close enough to be ready in
 * time, far enough that a desktop's first screen does not fetch the map.
 */
function useNearScreen<T extends Element>(margin = '150px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near] as const;
}

/** The map of approved partner schools, with the same schools as a list beside it. */
export function PartnerSchoolsSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [ref, near] = useNearScreen<HTMLElement>();
  const schools = useQuery({ ...partnerSchoolsQuery(), enabled: near });
  const [selected, setSelected] = useState<PartnerMapProps['selected']>(null);
  const [attempt, setAttempt] = useState(0);
  const mapRef = useRef<HTMLDivElement>(null);
  const LazyMap = partnerMap.current();

  const showOnMap = (id: number) => {
    setSelected({ id, at: Date.now() });
    mapRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  const mapFallback = <Skeleton className={classes.map} radius={0} />;
  return (
    <section ref={ref} aria-labelledby="partners-title" className={classes.section}>
      <Container size="lg" py={{ base: 'xl', md: 56 }}>
        <Stack gap="xs" mb="lg">
          <Title order={2} id="partners-title" fz={{ base: 26, sm: 30 }}>
            {t('partners.title')}
          </Title>
          <Text size="lg" c="dimmed" maw={720}>
            {t('partners.text')}
          </Text>
        </Stack>
        {schools.isError ? (
          <Alert color="red" variant="light" role="alert" title={describeError(schools.error)}>
            <Button
              mt="xs"
              size="xs"
              color="red"
              leftSection={<RefreshIcon size={14} />}
              onClick={() => void schools.refetch()}
            >
              {t('partners.retry')}
            </Button>
          </Alert>
        ) : (
          <div className={classes.layout}>
            <div ref={mapRef} className={classes.mapFrame}>
              {schools.data ? (
                <ChunkErrorBoundary
                  key={attempt}
                  onRetry={() => {
                    partnerMap.retry();
                    setAttempt((n) => n + 1);
                  }}
                >
                  <Suspense fallback={mapFallback}>
                    <LazyMap schools={schools.data} selected={selected} />
                  </Suspense>
                </ChunkErrorBoundary>
              ) : (
                mapFallback
              )}
            </div>
            <div className={classes.listFrame}>
              {schools.data ? (
                <SchoolList schools={schools.data} onShowOnMap={showOnMap} />
              ) : (
                <Stack gap="sm" p="md" aria-hidden="true">
                  <Skeleton height={18} width="70%" />
                  <Skeleton height={14} width="90%" />
                  <Skeleton height={14} width="50%" />
                </Stack>
              )}
            </div>
          </div>
        )}
        <Text size="sm" c="dimmed" mt="md">
          {t('partners.yourSchoolMissing')}{' '}
          <Anchor component={Link} to={paths.signUpSchool(lang)} size="sm" fw={700}>
            {t('partners.registerSchool')}
          </Anchor>
        </Text>
      </Container>
    </section>
  );
}
