import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SignOutIcon, UserIcon } from '../../components/ui/icons';
import { useLanguage } from '../../lib/i18n/use-language';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import classes from './layout.module.css';

/** Sign-in link, or the signed-in user's name and the sign-out button. */
export function AccountControls({
  stacked = false,
  onDone,
}: {
  stacked?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const { pathname } = useLocation();

  if (!user) {
    // The home page carries the sign-in form itself.
    const onHome = pathname === '/' || pathname === paths.home(lang);
    if (onHome && !stacked) return null;
    return (
      <Button
        component={Link}
        to={paths.home(lang)}
        variant="light"
        size="sm"
        onClick={onDone}
        fullWidth={stacked}
      >
        {t('nav.signIn')}
      </Button>
    );
  }

  const handleSignOut = () => {
    onDone?.();
    void signOut().then(() => {
      notify({ message: t('auth.signedOut'), tone: 'info' });
      void navigate('/');
    });
  };

  return (
    <Group
      gap="sm"
      wrap="nowrap"
      justify={stacked ? 'space-between' : 'flex-end'}
      w={stacked ? '100%' : undefined}
    >
      {/* In the header the name shows only on wide screens, where the links leave room. */}
      <Group
        gap={6}
        wrap="nowrap"
        maw={stacked ? undefined : 200}
        className={stacked ? undefined : classes.headerUserName}
      >
        <UserIcon size={18} />
        <Text
          size="sm"
          fw={600}
          truncate="end"
          title={t('auth.signedInAs', { name: user.fullName || user.username })}
        >
          {user.fullName || user.username}
        </Text>
      </Group>
      <Button
        variant="default"
        size="sm"
        leftSection={<SignOutIcon size={16} />}
        onClick={handleSignOut}
      >
        {t('nav.signOut')}
      </Button>
    </Group>
  );
}
