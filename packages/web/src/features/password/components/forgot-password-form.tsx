import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { Limits } from '@kokpit/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { requestResetLink } from '../api/password';

interface ForgotPasswordFormProps {
  /** Back to the sign-in form. */
  onBack: () => void;
}

/** Asks for a reset link by e-mail; the server's reply is the same for known and unknown addresses. */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const send = useMutation({ mutationFn: requestResetLink });

  // The panel replaces the sign-in form: move focus to its heading so nobody is left behind.
  useEffect(() => headingRef.current?.focus(), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    setMissing(!value);
    if (value) send.mutate(value);
  };

  const emailError = missing ? t('password.required') : fieldErrorsOf(send.error).email;
  return (
    <Stack gap="lg">
      <div>
        <Title
          order={2}
          fz={24}
          ref={headingRef}
          tabIndex={-1}
          // Clear of the sticky header when focus brings it into view.
          style={{ outline: 'none', scrollMarginTop: 80 }}
        >
          {t('password.forgotTitle')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('password.forgotText')}
        </Text>
      </div>
      {send.isSuccess ? (
        <Alert color="teal" variant="light" role="status" title={send.data}>
          {t('password.forgotSentHint', { minutes: Limits.passwordResetMinutes })}
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label={t('password.forgotTitle')}>
          <Stack gap="md">
            <TextInput
              label={t('password.email')}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={email}
              error={emailError}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            {send.isError && !emailError && (
              <Alert color="red" variant="light" role="alert" title={describeError(send.error)} />
            )}
            <Button type="submit" size="md" loading={send.isPending} fullWidth>
              {t('password.forgotSubmit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component="button" type="button" fw={600} onClick={onBack}>
          {t('password.backToSignIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
