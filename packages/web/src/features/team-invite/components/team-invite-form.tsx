import { isMessageKey, teamInviteAcceptPayload, translate } from '@kokpit/shared';
import {
  Alert,
  Anchor,
  Button,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useLanguage } from '../../../lib/i18n/use-language';
import { acceptInvite, inviteInfoQuery } from '../api';

interface TeamInviteFormProps {
  /** The single-use token of the mailed link (`#invite=`). */
  token: string;
  /** Called with the server's message once the account exists. */
  onDone: (message: string) => void;
  onCancel: () => void;
}

type Field = 'username' | 'firstName' | 'lastName' | 'password' | 'passwordConfirm';

/** The invited teacher makes their account: user name, name and password (SPEC §5 rules). */
export function TeamInviteForm({ token, onDone, onCancel }: TeamInviteFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const info = useQuery(inviteInfoQuery(token));
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    firstName: '',
    lastName: '',
    password: '',
    passwordConfirm: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const accept = useMutation({
    mutationFn: acceptInvite,
    onSuccess: (envelope) => onDone(envelope.message),
    onError: (e) => setErrors(fieldErrorsOf(e)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { token, ...values };
    const parsed = teamInviteAcceptPayload.safeParse(input);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'username');
        found[key] ??= translate(
          lang,
          isMessageKey(issue.message) ? issue.message : 'validation.criteria',
        );
      }
    }
    setErrors(found);
    if (Object.keys(found).length === 0) accept.mutate(input);
  };
  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
    label: t(`teamInvite.${name}`),
    required: true,
  });
  const linkError = errors.token ?? (info.isError ? describeError(info.error) : null);
  const otherError =
    accept.isError && Object.keys(errors).length === 0 ? describeError(accept.error) : null;

  return (
    <Stack gap="lg">
      <Title order={2} fz={24}>
        {t('teamInvite.title')}
      </Title>
      {linkError ? (
        <Alert color="red" variant="light" role="alert" title={linkError}>
          {t('teamInvite.invalidHint')}
        </Alert>
      ) : !info.data ? (
        <Skeleton height={240} />
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('teamInvite.text', { school: info.data.schoolName, email: info.data.email })}
            </Text>
            <TextInput autoComplete="username" {...field('username')} />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput autoComplete="given-name" {...field('firstName')} />
              <TextInput autoComplete="family-name" {...field('lastName')} />
            </SimpleGrid>
            <PasswordInput autoComplete="new-password" {...field('password')} />
            <PasswordInput autoComplete="new-password" {...field('passwordConfirm')} />
            {otherError && <Alert color="red" variant="light" role="alert" title={otherError} />}
            <Button type="submit" loading={accept.isPending}>
              {t('teamInvite.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component="button" type="button" onClick={onCancel}>
          {t('teamInvite.back')}
        </Anchor>
      </Text>
    </Stack>
  );
}
