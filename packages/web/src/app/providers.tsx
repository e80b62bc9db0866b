import '../styles/shell-styles';
import { mergeThemeOverrides, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { loadNotifications, subscribeToastsWanted, toastsWanted } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from '../lib/theme';
import classes from './providers.module.css';

// The toast renderer (and its transitions) is fetched with the first toast, which waits in
// the notifications store until the renderer mounts.
const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

function subscribeLanguage(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/** Theme (colour scheme follows the system), translations, server data, toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const withToasts = useSyncExternalStore(subscribeToastsWanted, toastsWanted);
  const lang = useSyncExternalStore(subscribeLanguage, () => i18n.language);
  // Mantine's own words (the password's eye button) in the page's language.
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          PasswordInput: {
            defaultProps: {
              visibilityToggleButtonProps: {
                'aria-label': i18n.t('app.togglePassword', { lng: lang }),
              },
            },
          },
        },
      }),
    [lang],
  );
  return (
    <MantineProvider
      theme={localTheme}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {withToasts && (
            <Suspense fallback={null}>
              <Notifications position="top-right" zIndex={400} className={classes.toasts} />
            </Suspense>
          )}
          {children}
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
