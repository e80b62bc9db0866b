import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useLinkSecrets } from '../../../lib/link-secrets';
import { paths } from '../../../lib/paths';
import { hasRole, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SignInForm } from '../../auth';
import { ForgotPasswordForm, ResetPasswordForm } from '../../password';

/**
 * The operators' sign-in (issue 20): the product's own sign-in, forgot- and reset-password
 * forms (SPEC §5, §8: a new password equal to the old one is refused by the server with its
 * own message), then the back office. Any other account is told it has no access.
 */
export function AdminSignInPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  // An account without the back office signed in here is signed out again at once.
  const [refused, setRefused] = useState(false);
  // The mailed link's token, in the fragment (`#reset=…`): never sent to the server.
  const links = useLinkSecrets(['reset']);
  const [forgot, setForgot] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const resetToken = links.values.reset;
  useDocumentTitle(t('admin.signIn.title'));
  if (hasRole(user, 'administrator')) return <Navigate to={paths.admin(lang)} replace />;

  const back = (message: string | null = null) => {
    setNotice(message);
    setForgot(false);
    links.drop();
  };
  let content;
  if (resetToken) {
    content = (
      <ResetPasswordForm
        token={resetToken}
        onDone={(message) => back(message || t('password.resetDone'))}
        onRequestNewLink={() => setForgot(true)}
        onCancel={() => back()}
      />
    );
  } else if (forgot) {
    content = <ForgotPasswordForm onBack={() => back()} />;
  } else {
    content = (
      <Stack gap="sm">
        {(user || refused) && (
          <Alert color="red" role="alert">
            {t('admin.signIn.notOperator')}
          </Alert>
        )}
        <SignInForm
          forOperators
          onSignedIn={(u) => {
            setRefused(false);
            if (u.roles.includes('administrator')) {
              void navigate(paths.admin(lang));
              return;
            }
            setRefused(true);
            void signOut();
          }}
        />
        <Anchor component="button" type="button" size="sm" onClick={() => setForgot(true)}>
          {t('admin.signIn.forgot')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Container size={440} py="xl">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} fz={26}>
            {t('admin.signIn.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('admin.signIn.intro')} {t('admin.signIn.sessionNote')}
          </Text>
          {notice && (
            <Alert color="teal" role="status">
              {notice}
            </Alert>
          )}
          {content}
        </Stack>
      </Paper>
    </Container>
  );
}
