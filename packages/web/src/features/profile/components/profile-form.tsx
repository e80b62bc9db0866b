import {
  isMessageKey,
  profileSavePayload,
  translate,
  type Language,
  type ProfileSavePayload,
} from '@kokpit/shared';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { profileQuery, saveProfile, type StudentProfile } from '../api/profile';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  currentPassword: string;
  age: string | number;
  gender: string | null;
  level: string | null;
}

const valuesOf = (p: StudentProfile): Values => ({
  firstName: p.user.firstName,
  lastName: p.user.lastName,
  email: p.user.email,
  password: '',
  passwordConfirm: '',
  currentPassword: '',
  age: p.student.age ?? '',
  gender: p.student.gender,
  level: String(p.student.level),
});

/** The form's values as the shared schema's input; an empty password keeps the old one. */
const toInput = (v: Values) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  ...(v.password
    ? {
        password: v.password,
        passwordConfirm: v.passwordConfirm,
        currentPassword: v.currentPassword,
      }
    : {}),
  age: v.age === '' ? null : Number(v.age),
  gender: v.gender === 'male' || v.gender === 'female' ? v.gender : null,
  level: v.level ? Number(v.level) : undefined,
});

/** The shared schema's messages are server catalogue keys: translated like the server would. */
function validate(v: Values, lang: Language): Record<string, string> {
  const parsed = profileSavePayload.safeParse(toInput(v));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'firstName');
    errors[field] ??= translate(
      lang,
      isMessageKey(issue.message) ? issue.message : 'validation.criteria',
    );
  }
  return errors;
}

/** `profile/save`: name, e-mail, an optional new password and the student's own details. */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: StudentProfile;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (input: ProfileSavePayload) => saveProfile(input),
    onSuccess: (envelope) => {
      queryClient.setQueryData(profileQuery().queryKey, envelope.data);
      notify({ message: envelope.message, fallbackKey: 'profile.saved', tone: 'success' });
      onSaved();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : describeError(error));
    },
  });

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'password' | 'passwordConfirm' | 'currentPassword',
  ) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.currentTarget.value),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validate(values, lang);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(profileSavePayload.parse(toInput(values)));
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('profile.firstName')}
            autoComplete="given-name"
            required
            {...text('firstName')}
          />
          <TextInput
            label={t('profile.lastName')}
            autoComplete="family-name"
            required
            {...text('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          required
          {...text('email')}
        />
        <PasswordInput
          label={t('profile.newPassword')}
          description={t('profile.passwordKeep')}
          autoComplete="new-password"
          {...text('password')}
        />
        {values.password && (
          <>
            <PasswordInput
              label={t('profile.passwordConfirm')}
              autoComplete="new-password"
              {...text('passwordConfirm')}
            />
            <PasswordInput
              label={t('profile.currentPassword')}
              description={t('profile.currentPasswordWhy')}
              autoComplete="current-password"
              required
              {...text('currentPassword')}
            />
          </>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <NumberInput
            label={t('profile.age')}
            min={15}
            max={99}
            allowDecimal={false}
            value={values.age}
            error={errors.age}
            onChange={(v) => set('age', v)}
          />
          <Select
            label={t('profile.gender')}
            data={[
              { value: 'female', label: t('profile.female') },
              { value: 'male', label: t('profile.male') },
            ]}
            clearable
            placeholder={t('profile.notSaying')}
            value={values.gender}
            error={errors.gender}
            onChange={(v) => set('gender', v)}
          />
          <Select
            label={t('profile.level')}
            data={['1', '2', '3', '4', '5'].map((l) => ({
              value: l,
              label: t(`profile.levels.${l as '1'}`),
            }))}
            value={values.level}
            error={errors.level}
            onChange={(v) => set('level', v)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
