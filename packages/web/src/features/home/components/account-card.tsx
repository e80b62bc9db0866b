import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withTexts } from '../../../lib/i18n/i18n';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useLinkSecrets } from '../../../lib/link-secrets';
import { dashboardPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { SignInForm } from '../../auth';
import { ForgotPasswordForm, ResetPasswordForm } from '../../password';
import { SignedInCard } from './signed-in-card';

/*
 * A teacher's invitation is rare and its form validates with the shared zod schema and the
 * server's message catalogues: fetched only when the page is opened from an invitation link, so
 * the home page of everyone else carries neither.
 */
const TeamInviteForm = lazy(() =>
  withTexts(import('../../team-invite'), 'pages').then((m) => ({ default: m.TeamInviteForm })),
);

/**
 * The tokens of the mailed reset link (`${PUBLIC_URL}/${lang}/#reset=TOKEN`) and of a teacher's
 * invitation (`#invite=TOKEN`), in the fragment: never sent to the server (lib/link-secrets).
 */
const LINK_PARAMS = ['reset', 'invite'] as const;

/**
 * The hero's card: sign-in, or in its place the forgot-password form, or the reset form when
 * the page was opened from a reset link. One card, so the page never jumps around.
 */
export function AccountCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
  const links = useLinkSecrets(LINK_PARAMS);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const signInRef = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const resetToken = links.values.reset;
  const inviteToken = links.values.invite;
  const dropResetParam = links.drop;

  /** Back to the sign-in form, with the cursor in its first field. */
  const showSignIn = (message: string | null = null) => {
    setNotice(message);
    setForgotOpen(false);
    dropResetParam();
    focusPending.current = true;
  };

  // After a reset (or leaving a panel) the cursor waits in the sign-in form's first field, as
  // soon as the form is back (the URL change that removes `#reset` may commit a render later).
  useEffect(() => {
    const input = signInRef.current?.querySelector('input');
    if (focusPending.current && input) {
      focusPending.current = false;
      input.focus();
    }
  });

  const openForgot = () => {
    setNotice(null);
    dropResetParam();
    setForgotOpen(true);
  };

  let content;
  if (inviteToken && !user) {
    content = (
      <Suspense fallback={<Skeleton height={420} radius="md" />}>
        <TeamInviteForm
          key={inviteToken}
          token={inviteToken}
          onDone={(message) => showSignIn(message)}
          onCancel={() => showSignIn()}
        />
      </Suspense>
    );
  } else if (resetToken) {
    content = (
      <ResetPasswordForm
        key={resetToken}
        token={resetToken}
        onDone={(message) => showSignIn(message || t('password.resetDone'))}
        onRequestNewLink={openForgot}
        onCancel={() => showSignIn()}
      />
    );
  } else if (forgotOpen) {
    content = <ForgotPasswordForm onBack={() => showSignIn()} />;
  } else if (user) {
    content = <SignedInCard user={user} />;
  } else {
    content = (
      <Stack gap="lg" ref={signInRef}>
        <div>
          <Title order={2} fz={24}>
            {t('auth.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('auth.subtitle')}
          </Text>
        </div>
        {notice && <Alert color="teal" variant="light" role="status" title={notice} />}
        <SignInForm onSignedIn={(u) => void navigate(dashboardPath(u.roles, lang))} />
        <Text size="sm" ta="center" mt={-8}>
          <Anchor component="button" type="button" fw={600} onClick={openForgot}>
            {t('password.forgotLink')}
          </Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      className={className}
      id="account"
    >
      {content}
    </Paper>
  );
}
