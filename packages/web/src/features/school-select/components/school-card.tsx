import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { schoolPagePath } from '../../partners';
import type { School } from '../api/schools';
import classes from './school-select.module.css';

/** Address, phone and e-mail of a school. */
export function SchoolAddress({ school }: { school: School }) {
  const { t } = useTranslation();
  const place = [school.address, [school.postalCode, school.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={2} mt="xs">
      <Text size="sm">{place}</Text>
      {school.phone && (
        <Text size="sm">
          {t('schoolSelect.phone')}{' '}
          <Anchor href={`tel:${school.phone.replace(/\s+/g, '')}`}>{school.phone}</Anchor>
        </Text>
      )}
    </Stack>
  );
}

interface SchoolCardProps {
  school: School;
  /** Whether this student may still ask to join (not verified by a school yet). */
  canJoin: boolean;
  isCurrent: boolean;
  /** Picked on the map or here: drawn highlighted and scrolled to. */
  highlighted?: boolean;
  onJoin: (school: School) => void;
  onShowOnMap?: () => void;
}

/** One search result: the school's card and the request to join it. */
export function SchoolCard({
  school,
  canJoin,
  isCurrent,
  highlighted = false,
  onJoin,
  onShowOnMap,
}: SchoolCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);
  return (
    <Paper
      component="li"
      ref={ref}
      withBorder
      radius="md"
      p="md"
      className={highlighted ? classes.active : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={800}>{school.name}</Text>
        {school.distanceKm !== undefined && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('schoolSelect.distance', { km: school.distanceKm })}
          </Text>
        )}
      </Group>
      <SchoolAddress school={school} />
      <Group mt="sm" justify="space-between" gap="xs">
        <Group gap="md">
          {onShowOnMap && school.location && (
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              onClick={onShowOnMap}
              aria-label={t('partners.showOnMapNamed', { name: school.name })}
            >
              {t('partners.showOnMap')}
            </Button>
          )}
          <Anchor
            component={Link}
            to={schoolPagePath(lang, school.slug)}
            size="sm"
            aria-label={t('schoolDiscovery.schoolPageNamed', { name: school.name })}
          >
            {t('schoolDiscovery.schoolPage')}
          </Anchor>
        </Group>
        {canJoin && (
          <Button
            size="sm"
            variant={isCurrent ? 'default' : 'light'}
            disabled={isCurrent}
            onClick={() => onJoin(school)}
          >
            {isCurrent ? t('schoolSelect.requested') : t('schoolSelect.join')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
