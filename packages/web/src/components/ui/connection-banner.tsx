import { Badge, Container, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '../../lib/session';
import { OfflineIcon } from './icons';
import classes from './connection-banner.module.css';

/** A realtime drop shorter than this (a reconnect, a new-day re-auth) is not worth a banner. */
const GRACE_MS = 2500;

type LinkState = 'ok' | 'offline' | 'reconnecting';

/** Whether the link is down for real: offline at once, a lost socket after a short grace. */
export function useLinkState(): LinkState {
  const { realtime, online } = useRealtimeStatus();
  const [late, setLate] = useState(false);
  const down = realtime === 'disconnected';
  useEffect(() => {
    if (!down) {
      setLate(false);
      return;
    }
    const timer = window.setTimeout(() => setLate(true), GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [down]);
  if (!online) return 'offline';
  return down && late ? 'reconnecting' : 'ok';
}

/** The connection badge for the header. */
export function ConnectionBadge() {
  const { t } = useTranslation();
  const state = useLinkState();
  if (state === 'ok') return null;
  return (
    <Badge
      color={state === 'offline' ? 'gray' : 'orange'}
      variant="light"
      leftSection={<OfflineIcon size={14} />}
      visibleFrom="xs"
    >
      {state === 'offline' ? t('connection.offlineBadge') : t('connection.reconnectingBadge')}
    </Badge>
  );
}

/** The explanation under the header while offline or reconnecting. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const state = useLinkState();
  return (
    <div role="status" aria-live="polite">
      {state !== 'ok' && (
        <div className={classes.banner} data-state={state}>
          <Container size="lg" py={10}>
            <Group gap="sm" wrap="nowrap">
              <OfflineIcon size={20} />
              <Text size="sm" fw={500}>
                {state === 'offline' ? t('connection.offline') : t('connection.reconnecting')}
              </Text>
            </Group>
          </Container>
        </div>
      )}
    </div>
  );
}
