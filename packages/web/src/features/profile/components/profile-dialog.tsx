import '../../../styles/all-styles';
import { Loader, Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkedAccounts } from '../../social-sign-in';
import { profileQuery } from '../api/profile';
import { ProfileForm } from './profile-form';
import { SettingsForm } from './settings-form';

export type ProfileTab = 'profile' | 'settings' | 'accounts';

interface ProfileDialogProps {
  opened: boolean;
  tab: ProfileTab;
  onTab: (tab: ProfileTab) => void;
  onClose: () => void;
}

/** The student's profile editor and test-page settings, full screen on a phone. */
export function ProfileDialog({ opened, tab, onTab, onClose }: ProfileDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const { data } = useQuery(profileQuery());
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.title')}
      size="lg"
      radius="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Tabs value={tab} onChange={(v) => onTab((v as ProfileTab) ?? 'profile')} keepMounted={false}>
        <Tabs.List mb="lg" grow>
          <Tabs.Tab value="profile">{t('profile.tabProfile')}</Tabs.Tab>
          <Tabs.Tab value="settings">{t('profile.tabSettings')}</Tabs.Tab>
          <Tabs.Tab value="accounts">{t('social.tabAccounts')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          {data ? <ProfileForm profile={data} onSaved={onClose} /> : <Loader size="sm" />}
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <SettingsForm />
        </Tabs.Panel>
        <Tabs.Panel value="accounts">
          <LinkedAccounts />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
