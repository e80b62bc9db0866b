import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerSchool } from '../api/partner-schools';
import { SchoolDetails } from './school-details';
import classes from './partners.module.css';

interface SchoolListProps {
  schools: PartnerSchool[];
  onShowOnMap: (id: number) => void;
  /** The school picked on the map (or here): drawn highlighted and scrolled to. */
  highlightedId?: number | null;
  /** The list's heading line; "Schools on the map: n" by default. */
  head?: string;
}

/** The partner schools as a list: the map's content for keyboards, screen readers and no tiles. */
export function SchoolList({ schools, onShowOnMap, highlightedId = null, head }: SchoolListProps) {
  const { t } = useTranslation();
  const items = useRef(new Map<number, HTMLLIElement>());
  useEffect(() => {
    if (highlightedId === null) return;
    items.current.get(highlightedId)?.scrollIntoView({ block: 'nearest' });
  }, [highlightedId]);
  if (schools.length === 0) {
    return (
      <Text p="md" c="dimmed">
        {t('partners.none')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" fw={700} px="md" py="sm" className={classes.listHead}>
        {head ?? t('partners.count', { n: schools.length })}
      </Text>
      <ul className={classes.list} aria-label={t('partners.listLabel')}>
        {schools.map((school) => (
          <li
            key={school.id}
            ref={(element) => {
              if (element) items.current.set(school.id, element);
              else items.current.delete(school.id);
            }}
            className={`${classes.item} ${school.id === highlightedId ? classes.itemActive : ''}`}
            aria-current={school.id === highlightedId ? 'true' : undefined}
            data-testid="school-list-item"
          >
            <SchoolDetails school={school} headingLevel={3} />
            {school.location && (
              <Group gap="md" mt={6}>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  px={0}
                  onClick={() => onShowOnMap(school.id)}
                  aria-label={t('partners.showOnMapNamed', { name: school.name })}
                >
                  {t('partners.showOnMap')}
                </Button>
              </Group>
            )}
          </li>
        ))}
      </ul>
    </Stack>
  );
}
