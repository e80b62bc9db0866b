import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ResultCode } from '@kokpit/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { rememberedChoice, useSession, type SessionUser } from '../../../lib/session';
import { isRequestError } from '../../../lib/socket';
import { SocialButtons } from '../../social-sign-in';

interface SignInFormProps {
  /** Called once signed in (e.g. to go to the user's dashboard). */
  onSignedIn?: (user: SessionUser) => void;
  /** The back office's sign-in: no invitation to sign up as a student. */
  forOperators?: boolean;
}

interface FieldErrors {
  username?: string;
  password?: string;
}

/** Username, password and remember-me; offers to sign out other devices on code 402. */
export function SignInForm({ onSignedIn, forOperators = false }: SignInFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { signIn } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(rememberedChoice);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<{ message: string; maxSessions: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(forceUnique: boolean): Promise<void> {
    const missing: FieldErrors = {
      username: username.trim() ? undefined : t('auth.required'),
      password: password ? undefined : t('auth.required'),
    };
    setFieldErrors(missing);
    if (missing.username || missing.password) return;
    setBusy(true);
    setError(null);
    try {
      const user = await signIn({ username: username.trim(), password, rememberMe, forceUnique });
      onSignedIn?.(user);
    } catch (caught) {
      setError({
        message: describeError(caught),
        maxSessions: isRequestError(caught) && caught.code === ResultCode.maxSessions,
      });
    } finally {
      setBusy(false);
    }
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(false);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('auth.title')}>
      <Stack gap="md">
        <TextInput
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          error={fieldErrors.username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <PasswordInput
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Checkbox
          label={t('auth.rememberMe')}
          name="rememberMe"
          checked={rememberMe}
          onChange={(e) => setRememberMe(e.currentTarget.checked)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert" title={error.message}>
            {error.maxSessions && (
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('auth.forceUniqueHint')}</Text>
                <Button
                  size="xs"
                  color="red"
                  variant="filled"
                  loading={busy}
                  onClick={() => void submit(true)}
                >
                  {t('auth.forceUnique')}
                </Button>
              </Stack>
            )}
          </Alert>
        )}
        <Button type="submit" size="md" loading={busy} fullWidth>
          {t('auth.submit')}
        </Button>
        <SocialButtons rememberMe={rememberMe} />
        {!forOperators && (
          <Text size="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to={paths.signUpStudent(lang)} fw={600}>
              {t('auth.signUpStudent')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
