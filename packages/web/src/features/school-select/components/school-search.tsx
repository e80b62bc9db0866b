import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import {
  LazySchoolsMap,
  placeLabel,
  SchoolSearchForm,
  schoolSearchQuery,
  type SchoolSearch as Search,
} from '../../partners';
import type { School } from '../api/schools';
import { SchoolCard } from './school-card';
import classes from './school-select.module.css';

interface SchoolSearchProps {
  canJoin: boolean;
  currentId: number | null;
  onJoin: (school: School) => void;
}

/**
 * A place, postal code or name, or "near me": the 20 nearest schools on a map with the list
 * beside it (picking one in either highlights it in the other).
 */
export function SchoolSearch({ canJoin, currentId, onJoin }: SchoolSearchProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<Search | null>(null);
  const [selected, setSelected] = useState<{ id: number; at: number } | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const results = useQuery(schoolSearchQuery(search));

  const schools = results.data?.data.schools ?? [];
  const place = results.data?.data.place ?? null;
  const count = !results.data
    ? ''
    : place
      ? t('schoolDiscovery.nearPlace', { place: placeLabel(t, place) })
      : search && 'lat' in search
        ? t('schoolSelect.nearestCount', { n: schools.length })
        : t('schoolSelect.resultCount', { n: schools.length });
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('schoolSelect.searchTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('schoolSelect.searchText')}
          </Text>
        </div>
        <SchoolSearchForm
          label={t('schoolSelect.searchLabel')}
          onSearch={(next) => {
            setHighlighted(null);
            setSelected(null);
            setSearch(next);
          }}
        />
        <div aria-live="polite">
          {results.isFetching && <Loader size="sm" />}
          {results.isError && <Text c="red.8">{describeError(results.error)}</Text>}
          {results.data && schools.length === 0 && (
            <Text>{results.data.message || t('schoolSelect.noResults')}</Text>
          )}
          {schools.length > 0 && (
            <Stack gap={4}>
              {results.data?.message && <Text fw={600}>{results.data.message}</Text>}
              <Text size="sm" c="dimmed">
                {count}
              </Text>
            </Stack>
          )}
        </div>
        {schools.length > 0 && (
          <div className={classes.layout}>
            <div className={classes.mapFrame}>
              <LazySchoolsMap
                schools={schools}
                selected={selected}
                highlightedId={highlighted}
                onSelect={setHighlighted}
                place={place?.location ?? null}
              />
            </div>
            <Stack
              component="ul"
              gap="sm"
              className={classes.list}
              aria-label={t('schoolSelect.searchTitle')}
            >
              {schools.map((s) => (
                <SchoolCard
                  key={s.id}
                  school={s}
                  canJoin={canJoin}
                  isCurrent={s.id === currentId}
                  highlighted={s.id === highlighted}
                  onJoin={onJoin}
                  onShowOnMap={() => {
                    setHighlighted(s.id);
                    setSelected({ id: s.id, at: Date.now() });
                  }}
                />
              ))}
            </Stack>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
