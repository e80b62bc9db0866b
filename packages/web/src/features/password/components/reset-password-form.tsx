import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { resetPassword } from '../api/password';
import { allRulesMet, checkPasswordRules } from '../password-rules';
import { PasswordRuleList } from './password-rule-list';

interface ResetPasswordFormProps {
  /** The single-use token of the mailed link (`#reset=`). */
  token: string;
  /** Called with the server's message once the password is changed. */
  onDone: (message: string) => void;
  /** The link is spent or expired: ask for a new one. */
  onRequestNewLink: () => void;
  /** Leave the form without changing anything. */
  onCancel: () => void;
}

/** New password and confirmation from a mailed link, with the password rules shown live. */
export function ResetPasswordForm({
  token,
  onDone,
  onRequestNewLink,
  onCancel,
}: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [attempted, setAttempted] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const rules = checkPasswordRules(password, passwordConfirm);
  const strong = rules.length && rules.capital && rules.digit && rules.special;
  const reset = useMutation({ mutationFn: resetPassword, onSuccess: onDone });

  // The visitor came from the mail for exactly this: start typing straight away.
  useEffect(() => passwordRef.current?.focus(), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (allRulesMet(rules)) reset.mutate({ token, password, passwordConfirm });
    else if (strong) confirmRef.current?.focus();
    else passwordRef.current?.focus();
  };

  const serverErrors = fieldErrorsOf(reset.error);
  const passwordError =
    serverErrors.password ?? (attempted && !strong ? t('password.rulesNotMet') : undefined);
  const confirmError =
    serverErrors.passwordConfirm ??
    (attempted && strong && !rules.match ? t('password.mismatch') : undefined);
  const linkError = serverErrors.token;
  const otherError =
    reset.isError && !linkError && !serverErrors.password && !serverErrors.passwordConfirm
      ? describeError(reset.error)
      : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz={24}>
          {t('password.resetTitle')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('password.resetText')}
        </Text>
      </div>
      {linkError && (
        <Alert color="red" variant="light" role="alert" title={linkError}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('password.linkInvalidHint')}</Text>
            <Button size="xs" variant="filled" color="red" onClick={onRequestNewLink}>
              {t('password.requestNewLink')}
            </Button>
          </Stack>
        </Alert>
      )}
      <form onSubmit={handleSubmit} noValidate aria-label={t('password.resetTitle')}>
        <Stack gap="md">
          <PasswordInput
            ref={passwordRef}
            label={t('password.newPassword')}
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            error={passwordError}
            aria-describedby={rulesId}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <PasswordInput
            ref={confirmRef}
            label={t('password.confirmPassword')}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={passwordConfirm}
            error={confirmError}
            onChange={(e) => setPasswordConfirm(e.currentTarget.value)}
          />
          <PasswordRuleList id={rulesId} rules={rules} />
          {otherError && <Alert color="red" variant="light" role="alert" title={otherError} />}
          <Button type="submit" size="md" loading={reset.isPending} fullWidth>
            {t('password.resetSubmit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component="button" type="button" fw={600} onClick={onCancel}>
          {t('password.backToSignIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
