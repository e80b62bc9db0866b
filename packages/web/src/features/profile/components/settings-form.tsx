import type { Theme } from '@kokpit/shared';
import { SegmentedControl, Stack, Switch, Text, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';
import { useSaveSettings, useStudentSettings } from '../api/profile';

const FONT_SCALES = ['1', '1.15', '1.3', '1.5'] as const;

/** `settings/save`: each change is saved at once (and shown at once). */
export function SettingsForm() {
  const { t } = useTranslation();
  const settings = useStudentSettings();
  const save = useSaveSettings();
  const { setColorScheme } = useMantineColorScheme();

  const change = (patch: Parameters<typeof save.mutate>[0]) =>
    save.mutate(patch, {
      onError: (error) => notify({ message: describeError(error), tone: 'error' }),
    });

  return (
    <Stack gap="lg">
      <Switch
        size="md"
        label={t('profile.sound')}
        description={t('profile.soundHint')}
        checked={settings.sound}
        onChange={(e) => change({ sound: e.currentTarget.checked })}
      />
      <Switch
        size="md"
        label={t('profile.showHelp')}
        description={t('profile.showHelpHint')}
        checked={settings.showHelp}
        onChange={(e) => change({ showHelp: e.currentTarget.checked })}
      />
      <Switch
        size="md"
        label={t('profile.autoNext')}
        description={t('profile.autoNextHint')}
        checked={settings.autoNext}
        onChange={(e) => change({ autoNext: e.currentTarget.checked })}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500} id="font-scale-label">
          {t('profile.fontScale')}
        </Text>
        <SegmentedControl
          aria-labelledby="font-scale-label"
          fullWidth
          value={String(settings.fontScale)}
          onChange={(v) => change({ fontScale: Number(v) })}
          data={FONT_SCALES.map((value, i) => ({
            value,
            label: t(`profile.fontScales.${i as 0}`),
          }))}
        />
        <Text size="sm" c="dimmed" style={{ fontSize: `calc(1rem * ${settings.fontScale})` }}>
          {t('profile.fontSample')}
        </Text>
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="theme-label">
          {t('profile.theme')}
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          fullWidth
          value={settings.theme}
          onChange={(v) => {
            setColorScheme(v as Theme);
            change({ theme: v as Theme });
          }}
          data={[
            { value: 'auto', label: t('profile.themes.auto') },
            { value: 'light', label: t('profile.themes.light') },
            { value: 'dark', label: t('profile.themes.dark') },
          ]}
        />
      </Stack>
    </Stack>
  );
}
