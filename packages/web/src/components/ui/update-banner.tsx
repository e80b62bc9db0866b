import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePwa } from '../../lib/pwa/use-pwa';
import { CheckIcon, RefreshIcon } from './icons';

/** "A new version is available" with a button that reloads into it (SPEC §1). */
export function UpdateBanner() {
  const { t } = useTranslation();
  const { needRefresh, offlineReady, update, dismiss } = usePwa();
  if (!needRefresh && !offlineReady) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300}>
      <Paper
        shadow="lg"
        withBorder
        radius="lg"
        p="md"
        maw={560}
        mx="auto"
        role="status"
        aria-live="polite"
      >
        {needRefresh ? (
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <RefreshIcon size={20} />
              <Text fw={600}>{t('pwa.updateAvailable')}</Text>
            </Group>
            <Group gap="xs">
              <Button variant="subtle" color="gray" onClick={dismiss}>
                {t('pwa.later')}
              </Button>
              <Button onClick={update}>{t('pwa.update')}</Button>
            </Group>
          </Group>
        ) : (
          <Group gap="sm" wrap="nowrap">
            <CheckIcon size={20} />
            <Text>{t('pwa.offlineReady')}</Text>
          </Group>
        )}
      </Paper>
    </Affix>
  );
}
