import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { schoolsQuery, type School, type SchoolSearch as Search } from '../api/schools';
import { SchoolCard } from './school-card';
import classes from './school-select.module.css';

interface SchoolSearchProps {
  canJoin: boolean;
  currentId: number | null;
  onJoin: (school: School) => void;
}

/** Search by name, city or postal code, or the 20 schools nearest to the learner. */
export function SchoolSearch({ canJoin, currentId, onJoin }: SchoolSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search | null>(null);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const results = useQuery(schoolsQuery(search));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setGeoError(null);
    setSearch({ query: text.trim() });
  };

  const handleNearMe = () => {
    setGeoError(null);
    if (!('geolocation' in navigator)) {
      setGeoError(t('schoolSelect.geoUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (n: number) => Math.round(n * 10_000) / 10_000;
        setSearch({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
      },
      () => {
        setLocating(false);
        setGeoError(t('schoolSelect.geoDenied'));
      },
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  const schools = results.data?.data.schools ?? [];
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
        <form onSubmit={handleSubmit} role="search">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('schoolSelect.searchLabel')}
              placeholder={t('schoolSelect.searchPlaceholder')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
              type="search"
            />
            <Group gap="sm" wrap="nowrap" className={classes.searchButtons}>
              <Button type="submit">{t('schoolSelect.search')}</Button>
              <Button variant="light" loading={locating} onClick={handleNearMe}>
                {t('schoolSelect.nearMe')}
              </Button>
            </Group>
          </Group>
        </form>
        {geoError && (
          <Alert color="orange" variant="light">
            {geoError}
          </Alert>
        )}
        <div aria-live="polite">
          {results.isFetching && <Loader size="sm" />}
          {results.isError && <Text c="red.8">{describeError(results.error)}</Text>}
          {results.data && schools.length === 0 && (
            <Text>{results.data.message || t('schoolSelect.noResults')}</Text>
          )}
          {schools.length > 0 && (
            <Text size="sm" c="dimmed" mb="xs">
              {'lat' in (search ?? {})
                ? t('schoolSelect.nearestCount', { n: schools.length })
                : t('schoolSelect.resultCount', { n: schools.length })}
            </Text>
          )}
        </div>
        {schools.length > 0 && (
          <Stack component="ul" gap="sm" className={classes.list}>
            {schools.map((s) => (
              <SchoolCard
                key={s.id}
                school={s}
                canJoin={canJoin}
                isCurrent={s.id === currentId}
                onJoin={onJoin}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
