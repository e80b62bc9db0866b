import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ResultCode, translate, type Language, type MessageKey } from '@kokpit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { fragmentParams } from '../../../lib/link-secrets';
import { notify } from '../../../lib/notify';
import { dashboardPath, paths } from '../../../lib/paths';
import { signInWith } from '../../../lib/session';
import { isRequestError } from '../../../lib/socket';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { completeSocialSignIn, providersQuery, takeReturn } from '../api/social';

/** The callback's `?error=` codes (social.routes.ts) and the server message each stands for. */
const FAILURES: Record<string, MessageKey> = {
  failed: 'social.failed',
  expired: 'social.expired',
  taken: 'social.identityTaken',
  already: 'social.alreadyLinked',
};

type View =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'max-sessions'; message: string; ticket: string };

/**
 * /{lang}/sign-in/social: where the server sends the browser back from a provider, with what
 * happened in the fragment (never sent to a server, so the ticket is in no log). A ticket
 * signs in (or opens the prefilled sign-up form), `linked` returns to where the profile was,
 * `error` says what went wrong.
 */
export function SocialSignInPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const params = fragmentParams(location.hash);
  const queryClient = useQueryClient();
  const { data } = useQuery(providersQuery());
  const [view, setView] = useState<View>(() =>
    params.get('ticket') || params.get('linked')
      ? { kind: 'working' }
      : { kind: 'failed', message: '' },
  );
  const started = useRef(false);
  useDocumentTitle(t('social.pageTitle'));

  const providerId = params.get('provider') ?? params.get('linked') ?? '';
  const providerName = data?.providers.find((p) => p.id === providerId)?.name ?? providerId;

  /** Redeems the ticket: signed in, or on to the prefilled sign-up form. */
  const finish = (ticket: string, forceUnique: boolean): Promise<void> =>
    completeSocialSignIn(ticket, forceUnique)
      .then(async ({ data: done }) => {
        if (done.outcome === 'sign-up') {
          void navigate(paths.signUpStudent(lang), {
            replace: true,
            state: { social: { ticket: done.ticket, claims: done.claims } },
          });
          return;
        }
        const user = await signInWith(() => Promise.resolve(done));
        void navigate(dashboardPath(user.roles, lang), { replace: true });
      })
      .catch((error: unknown) => {
        const message = describeError(error);
        if (isRequestError(error) && error.code === ResultCode.maxSessions) {
          setView({ kind: 'max-sessions', message, ticket });
        } else {
          setView({ kind: 'failed', message });
        }
      });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ticket = params.get('ticket');
    const error = params.get('error');
    // The ticket is spent here: it does not stay in the address bar or the history.
    const kept = error ? new URLSearchParams({ error, provider: params.get('provider') ?? '' }) : null; // prettier-ignore
    void navigate(
      { pathname: location.pathname, hash: kept ? `#${kept.toString()}` : '' },
      { replace: true },
    );
    if (ticket) void finish(ticket, false);
    else if (params.get('linked')) {
      const linked = params.get('linked') ?? '';
      void queryClient
        .fetchQuery(providersQuery())
        .then((r) => r.providers.find((p) => p.id === linked)?.name ?? linked)
        .catch(() => linked)
        .then((provider) => {
          notify({ message: translate(lang, 'social.linked', { provider }), tone: 'success' });
          void queryClient.invalidateQueries({ queryKey: ['social', 'identities'] });
          void navigate(takeReturn() ?? paths.home(lang), { replace: true });
        });
    }
    // Runs once, on arrival from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const failureText = (lng: Language) =>
    translate(lng, FAILURES[params.get('error') ?? ''] ?? 'social.failed', {
      provider: providerName,
    });

  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="lg" p="xl">
        {view.kind === 'working' && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('social.working')}</Text>
          </Group>
        )}
        {view.kind === 'max-sessions' && (
          <Alert color="red" variant="light" role="alert" title={view.message}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('auth.forceUniqueHint')}</Text>
              <Button
                size="xs"
                color="red"
                onClick={() => {
                  setView({ kind: 'working' });
                  void finish(view.ticket, true);
                }}
              >
                {t('auth.forceUnique')}
              </Button>
            </Stack>
          </Alert>
        )}
        {view.kind === 'failed' && (
          <Stack gap="md">
            <Title order={1} fz="h3">
              {t('social.failedTitle')}
            </Title>
            <Alert color="red" variant="light" role="alert">
              {view.message || failureText(lang)}
            </Alert>
            <Button component={Link} to={paths.home(lang)} variant="light" w="fit-content">
              {t('social.backHome')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
