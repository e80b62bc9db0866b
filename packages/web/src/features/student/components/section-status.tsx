import { SectionStatus } from '@kokpit/shared';
import { Badge } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

// Filled at shade 9: white text above 4.5:1 (teal's and red's light variants fall below it).
const LOOK: Record<number, { key: ParseKeys; color: string; variant: string }> = {
  [SectionStatus.locked]: { key: 'dashboard.status.locked', color: 'gray', variant: 'light' },
  [SectionStatus.requested]: { key: 'dashboard.status.demo', color: 'signal.3', variant: 'filled' },
  [SectionStatus.activated]: {
    key: 'dashboard.status.activated',
    color: 'teal.9',
    variant: 'filled',
  },
  [SectionStatus.deactivated]: {
    key: 'dashboard.status.deactivated',
    color: 'red.9',
    variant: 'filled',
  },
};

/** A section's status as a small badge: locked, demo (requested), activated, deactivated. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const look = LOOK[status] ?? LOOK[SectionStatus.locked]!;
  return (
    <Badge size="sm" radius="sm" color={look.color} variant={look.variant}>
      {t(look.key)}
    </Badge>
  );
}

/** The tick of the current section in the menu. */
export function CheckMark() {
  const { t } = useTranslation();
  return (
    <Badge size="sm" radius="sm" color="kokpit" variant="filled">
      {t('dashboard.status.current')}
    </Badge>
  );
}
