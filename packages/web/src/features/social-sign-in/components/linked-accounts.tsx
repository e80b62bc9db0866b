import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { canUnlinkIdentity } from '@kokpit/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { identitiesQuery, rememberReturn, startHref, unlinkIdentity } from '../api/social';

/**
 * The profile's "Sign-in" tab: each configured provider, linked (with its e-mail and a remove
 * button, unless it is the account's only way in) or not (a link button that goes there).
 */
export function LinkedAccounts() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(identitiesQuery());
  const unlink = useMutation({
    mutationFn: unlinkIdentity,
    onSuccess: (reply) => {
      queryClient.setQueryData(identitiesQuery().queryKey, reply.data);
      notify({ message: reply.message, tone: 'success' });
    },
    onError: (e) => notify({ message: describeError(e), tone: 'error' }),
  });

  if (error) return <Alert color="red">{describeError(error)}</Alert>;
  if (!data) return <Loader size="sm" />;
  const mayUnlink = canUnlinkIdentity({
    hasPassword: data.hasPassword,
    identities: data.identities.length,
  });

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg">
          {t('social.accountsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('social.accountsText')}
        </Text>
      </div>
      {data.providers.length === 0 && <Text size="sm">{t('social.noProviders')}</Text>}
      {data.providers.map((p) => {
        const linked = data.identities.find((i) => i.provider === p.id);
        return (
          <Paper key={p.id} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{p.name}</Text>
                {linked && (
                  <Text size="sm" c="dimmed" truncate>
                    {[
                      linked.email,
                      t('social.linkedSince', { date: formatDate(linked.linkedAt, lang) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                )}
              </div>
              {linked ? (
                <Button
                  style={{ flexShrink: 0 }}
                  variant="light"
                  color="red"
                  disabled={!mayUnlink}
                  loading={unlink.isPending && unlink.variables === p.id}
                  aria-label={t('social.unlinkLabel', { name: p.name })}
                  onClick={() => unlink.mutate(p.id)}
                >
                  {t('social.unlink')}
                </Button>
              ) : (
                <Button
                  style={{ flexShrink: 0 }}
                  component="a"
                  href={startHref(p.startUrl, { lang, intent: 'link' })}
                  variant="light"
                  aria-label={t('social.linkLabel', { name: p.name })}
                  onClick={() => rememberReturn(location.pathname)}
                >
                  {t('social.link')}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
      {!mayUnlink && data.identities.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('social.lastWayInHint')}
        </Text>
      )}
    </Stack>
  );
}
