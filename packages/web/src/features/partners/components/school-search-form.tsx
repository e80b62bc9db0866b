import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolSearch } from '../api/partner-schools';

interface SchoolSearchFormProps {
  onSearch: (search: SchoolSearch) => void;
  /** Typed text shown at first (a search kept in the address). */
  initialText?: string;
  label?: string;
}

/** A place or postal code, or "near me" (the browser's position, rounded to about 10 m). */
export function SchoolSearchForm({ onSearch, initialText = '', label }: SchoolSearchFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setGeoError(null);
    if (text.trim()) onSearch({ query: text.trim() });
  };

  const handleNearMe = () => {
    setGeoError(null);
    if (!('geolocation' in navigator)) {
      setGeoError(t('schoolDiscovery.geoUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (n: number) => Math.round(n * 10_000) / 10_000;
        onSearch({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
      },
      () => {
        setLocating(false);
        setGeoError(t('schoolDiscovery.geoDenied'));
      },
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <form onSubmit={handleSubmit} role="search">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={label ?? t('schoolDiscovery.searchLabel')}
          placeholder={t('schoolDiscovery.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          type="search"
        />
        <Group gap="sm" wrap="nowrap">
          <Button type="submit">{t('schoolDiscovery.search')}</Button>
          <Button variant="light" loading={locating} onClick={handleNearMe}>
            {t('schoolDiscovery.nearMe')}
          </Button>
        </Group>
      </Group>
      {geoError && (
        <Alert color="orange" variant="light" mt="sm">
          {geoError}
        </Alert>
      )}
    </form>
  );
}
