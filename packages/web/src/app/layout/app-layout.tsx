import { Stack } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { ConnectionBanner } from '../../components/ui/connection-banner';
import { NoticeBanner } from '../../components/ui/notice-banner';
import { UpdateBanner } from '../../components/ui/update-banner';
import { ScrollToTop } from '../routes/scroll-to-top';
import { AccountControls } from './account-controls';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { HeaderNav } from './header-nav';
import { LanguageOffer } from './language-offer';
import classes from './layout.module.css';

/**
 * The frame of every page: skip link, sticky header (with a menu panel below md), the main
 * landmark and the footer. Plain CSS rather than Mantine's AppShell, whose resizing and
 * scroll-locking machinery would weigh on the first download for no use here.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const closeNav = nav.close;

  // Any navigation, and Escape, closes the mobile menu.
  useEffect(() => closeNav(), [pathname, closeNav]);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') closeNav();
  });

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <ScrollToTop />
      <header className={classes.header}>
        <AppHeader navOpened={navOpened} onToggleNav={nav.toggle} />
        {navOpened && (
          <nav id="mobile-navigation" aria-label={t('nav.main')} className={classes.mobileNav}>
            <Stack gap="lg" p="md">
              <HeaderNav vertical onNavigate={closeNav} />
              <AccountControls stacked onDone={closeNav} />
            </Stack>
          </nav>
        )}
      </header>
      <LanguageOffer />
      <main id="main" tabIndex={-1} className={classes.main}>
        <ConnectionBanner />
        <NoticeBanner />
        <Outlet />
      </main>
      {/* Always below the fold at first: it need not lengthen the first render. */}
      <AfterFirstPaint minHeight={0}>
        <AppFooter />
      </AfterFirstPaint>
      <UpdateBanner />
    </div>
  );
}
