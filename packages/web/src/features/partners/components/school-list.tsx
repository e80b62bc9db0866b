import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerSchool } from '../api/partner-schools';
import { SchoolDetails } from './school-details';
import classes from './partners.module.css';

interface SchoolListProps {
  schools: PartnerSchool[];
  onShowOnMap: (id: number) => void;
}

/** The partner schools as a list: the map's content for keyboards, screen readers and no tiles. */
export function SchoolList({ schools, onShowOnMap }: SchoolListProps) {
  const { t } = useTranslation();
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
        {t('partners.count', { n: schools.length })}
      </Text>
      <ul className={classes.list} aria-label={t('partners.listLabel')}>
        {schools.map((school) => (
          <li key={school.id} className={classes.item}>
            <SchoolDetails school={school} headingLevel={3} />
            {school.location && (
              <Button
                variant="subtle"
                size="compact-sm"
                mt={6}
                px={0}
                onClick={() => onShowOnMap(school.id)}
                aria-label={t('partners.showOnMapNamed', { name: school.name })}
              >
                {t('partners.showOnMap')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Stack>
  );
}
