import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, RefreshIcon, TargetIcon } from '../../../components/ui/icons';

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
    </Group>
  );
}

/** The three kinds of practice the home page promises. */
export function FeatureList() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      <li>
        <Feature
          icon={<TargetIcon size={22} />}
          title={t('home.featureProgressTitle')}
          text={t('home.featureProgressText')}
        />
      </li>
      <li>
        <Feature
          icon={<RefreshIcon size={22} />}
          title={t('home.featureErrorsTitle')}
          text={t('home.featureErrorsText')}
        />
      </li>
      <li>
        <Feature
          icon={<ClockIcon size={22} />}
          title={t('home.featureExamTitle')}
          text={t('home.featureExamText')}
        />
      </li>
    </Stack>
  );
}
