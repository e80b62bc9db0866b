import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConnectionBadge } from '../../components/ui/connection-banner';
import { Logo } from '../../components/ui/logo';
import { useLanguage } from '../../lib/i18n/use-language';
import { paths } from '../../lib/paths';
import { MessagesBadge } from '../../features/messages/components/messages-badge';
import { AccountControls } from './account-controls';
import { HeaderNav } from './header-nav';
import { LanguageSwitcher } from './language-switcher';
import classes from './layout.module.css';

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Logo, navigation (burger below md), connection badge, language and account. */
export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="lg"
          size="sm"
          aria-label={navOpened ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={navOpened}
          aria-controls="mobile-navigation"
        />
        <Link to={paths.home(lang)} className={classes.brand} aria-label={t('app.homeLink')}>
          <Logo size={30} />
        </Link>
      </Group>
      <nav aria-label={t('nav.main')} className={classes.desktopNav}>
        <HeaderNav />
      </nav>
      <Group gap="sm" wrap="nowrap">
        <ConnectionBadge />
        <MessagesBadge />
        {/* The language stays in the header on every width: it is how a visitor finds their way. */}
        <LanguageSwitcher />
        <Group visibleFrom="lg" wrap="nowrap">
          <AccountControls />
        </Group>
      </Group>
    </Group>
  );
}
