import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a page group shows while its chunk downloads (or while a guard waits). */
export function PageSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    // At least a screen tall, so the footer stays below the fold until the page arrives and
    // does not jump down when it does (Lighthouse counted that as a layout shift of 0.46).
    <Container size="lg" py="xl" role="status" aria-live="polite" mih="calc(100dvh - 60px)">
      <Text size="sm" c="dimmed" mb="md">
        {label ?? t('loading.page')}
      </Text>
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={32} width="45%" />
        <Skeleton height={14} width="80%" />
        <Skeleton height={14} width="70%" />
        <Skeleton height={160} mt="md" />
      </Stack>
    </Container>
  );
}
