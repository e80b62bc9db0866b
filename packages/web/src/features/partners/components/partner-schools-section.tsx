import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefreshIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { partnerSchoolsQuery, schoolSearchQuery, type SchoolSearch } from '../api/partner-schools';
import type { PartnerMapProps } from './partner-map';
import { LazySchoolsMap, MapSkeleton } from './lazy-map';
import { placeLabel } from './place-label';
import { SchoolList } from './school-list';
import { SchoolSearchForm } from './school-search-form';
import classes from './partners.module.css';

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

/**
 * The map of approved partner schools, with the same schools as a list beside it; a place,
 * postal code or "near me" narrows both to the 20 nearest.
 */
export function PartnerSchoolsSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [ref, near] = useNearScreen<HTMLElement>();
  const [search, setSearch] = useState<SchoolSearch | null>(null);
  const all = useQuery({ ...partnerSchoolsQuery(), enabled: near && search === null });
  const found = useQuery(schoolSearchQuery(search));
  const [selected, setSelected] = useState<PartnerMapProps['selected']>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);

  const reply = search ? found.data : undefined;
  const schools = search ? reply?.data.schools : all.data;
  const place = reply?.data.place ?? null;
  const error = search ? found.error : all.error;
  const head = !reply
    ? undefined
    : place
      ? t('schoolDiscovery.nearPlace', { place: placeLabel(t, place) })
      : search && 'lat' in search
        ? t('schoolDiscovery.nearYou')
        : undefined;

  const showOnMap = (id: number) => {
    setSelected({ id, at: Date.now() });
    setHighlighted(id);
    mapRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

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
        <Stack gap="sm" mb="md">
          <SchoolSearchForm
            onSearch={(next) => {
              setHighlighted(null);
              setSelected(null);
              setSearch(next);
            }}
          />
          <Group gap="sm" aria-live="polite">
            {reply?.message && (
              <Text size="sm" fw={600} role="status">
                {reply.message}
              </Text>
            )}
            {search && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  setSelected(null);
                  setSearch(null);
                }}
              >
                {t('schoolDiscovery.showAll')}
              </Button>
            )}
          </Group>
        </Stack>
        {error ? (
          <Alert color="red" variant="light" role="alert" title={describeError(error)}>
            <Button
              mt="xs"
              size="xs"
              color="red"
              leftSection={<RefreshIcon size={14} />}
              onClick={() => void (search ? found.refetch() : all.refetch())}
            >
              {t('partners.retry')}
            </Button>
          </Alert>
        ) : (
          <div className={classes.layout}>
            <div ref={mapRef} className={classes.mapFrame}>
              {schools ? (
                <LazySchoolsMap
                  schools={schools}
                  selected={selected}
                  highlightedId={highlighted}
                  onSelect={setHighlighted}
                  place={place?.location ?? null}
                />
              ) : (
                <MapSkeleton />
              )}
            </div>
            <div className={classes.listFrame}>
              {schools ? (
                <SchoolList
                  schools={schools}
                  onShowOnMap={showOnMap}
                  highlightedId={highlighted}
                  head={head}
                />
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
