import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { providersQuery, startHref } from '../api/social';

/**
 * One "Sign in with …" link per configured provider, under the password form; nothing at
 * all when none is configured (or while the list is loading).
 */
export function SocialButtons({ rememberMe }: { rememberMe: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data } = useQuery(providersQuery());
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs" role="group" aria-label={t('social.buttonsLabel')}>
      {/* Plain text, not Divider: the home page's first paint carries only the shell's sheets. */}
      <Text size="sm" c="dimmed" ta="center">
        {t('social.or')}
      </Text>
      {providers.map((p) => (
        <Button
          key={p.id}
          component="a"
          href={startHref(p.startUrl, { lang, rememberMe })}
          variant="default"
          size="md"
          fullWidth
        >
          {t('social.continueWith', { name: p.name })}
        </Button>
      ))}
    </Stack>
  );
}
