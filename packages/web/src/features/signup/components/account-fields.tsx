import { SimpleGrid, TextInput } from '@mantine/core';
import { FieldLimits } from '@kokpit/shared';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/** Username and e-mail of a new account (both forms). */
export function AccountFields({ username, email }: { username: FieldProps; email: FieldProps }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        {...username}
        label={t('signupForm.username')}
        description={t('signupForm.usernameHint', { min: FieldLimits.username.min })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextInput
        {...email}
        type="email"
        label={t('signupForm.email')}
        description={t('signupForm.emailHint')}
        autoComplete="email"
        spellCheck={false}
        required
      />
    </SimpleGrid>
  );
}
