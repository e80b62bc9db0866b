import { Box, PasswordInput, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { FieldLimits } from '@kokpit/shared';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import classes from './signup.module.css';

/*
 * The strong-password rule of SPEC §5 as a live checklist. The tests mirror
 * checkPasswordStrength() of @kokpit/shared (domain/password-policy.ts), which stays the
 * judge: the form's error comes from the shared schema.
 */
const RULES = [
  { key: 'length', test: (p: string) => p.length >= FieldLimits.password.min },
  { key: 'capital', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'digit', test: (p: string) => /\p{Nd}/u.test(p) },
  { key: 'special', test: (p: string) => /[^\p{L}\p{Nd}\s]/u.test(p) },
] as const;

interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

interface PasswordFieldsProps {
  password: FieldProps;
  confirm: FieldProps;
}

function Rule({ met, label }: { met: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <li className={classes.rule} data-met={met || undefined}>
      <span className={classes.ruleMark} aria-hidden="true">
        {met && <CheckIcon size={12} />}
      </span>
      <span>{label}</span>
      <VisuallyHidden> {met ? t('signupForm.ruleMet') : t('signupForm.ruleNotMet')}</VisuallyHidden>
    </li>
  );
}

/** Password and its confirmation, with the rules ticked off as the visitor types. */
export function PasswordFields({ password, confirm }: PasswordFieldsProps) {
  const { t } = useTranslation();
  const matches = confirm.value.length > 0 && confirm.value === password.value;
  return (
    <Box>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PasswordInput
          {...password}
          label={t('signupForm.password')}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          {...confirm}
          label={t('signupForm.passwordConfirm')}
          autoComplete="new-password"
          required
        />
      </SimpleGrid>
      <Text id="password-rules-title" size="sm" fw={600} mt="sm">
        {t('signupForm.rulesTitle')}
      </Text>
      <ul id="password-rules" className={classes.rules} aria-labelledby="password-rules-title">
        {RULES.map((rule) => (
          <Rule
            key={rule.key}
            met={rule.test(password.value)}
            label={t(`signupForm.rules.${rule.key}`, { min: FieldLimits.password.min })}
          />
        ))}
        <Rule met={matches} label={t('signupForm.rules.match')} />
      </ul>
    </Box>
  );
}
