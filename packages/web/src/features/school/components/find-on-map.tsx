import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { geocodeBranch } from '../api/editor';

interface FindOnMapProps {
  address: string;
  city: string;
  postalCode: string;
  onFound: (at: { lat: number; lng: number }) => void;
}

/**
 * "Find on map": the server's gazetteer places the branch by its postal code, city or address
 * and the pin moves there; "No location found…" (SPEC §8) otherwise.
 */
export function FindOnMap({ address, city, postalCode, onFound }: FindOnMapProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const find = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const found = (await geocodeBranch({ address, city, postalCode })).data;
      onFound(found.location);
      // A postal code is named by itself: say it once.
      const parts = [found.postalCode, found.name, found.context].filter(Boolean);
      const place = [...new Set(parts)].join(', ');
      setOutcome({ ok: true, text: t('school.editor.foundPlace', { place }) });
    } catch (error) {
      setOutcome({ ok: false, text: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Group gap="xs">
        <Button size="xs" variant="light" loading={busy} onClick={() => void find()}>
          {t('school.editor.findOnMap')}
        </Button>
      </Group>
      <Text
        size="xs"
        mt={4}
        c={outcome && !outcome.ok ? 'red' : 'dimmed'}
        aria-live="polite"
        data-testid="find-on-map-outcome"
      >
        {outcome?.text}
      </Text>
    </div>
  );
}
