import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  schoolAccountSavePayload,
  translate,
  type SchoolAccountSavePayload,
  type SchoolEditorView,
} from '@kokpit/shared';
import {
  Button,
  FileButton,
  Group,
  Image,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { EDITOR_KEY, saveSchoolAccount, saveSchoolLogo } from '../api/editor';
import { useEditorSave } from '../hooks/use-editor-form';

type Values = SchoolEditorView['account'] & {
  currentPassword: string;
  password: string;
  passwordConfirm: string;
};

const toInput = (v: Values): SchoolAccountSavePayload => ({
  name: v.name,
  managerName: v.managerName,
  phone: v.phone,
  mobile: v.mobile,
  email: v.email,
  ...(v.password || v.passwordConfirm || v.currentPassword
    ? {
        password: v.password,
        passwordConfirm: v.passwordConfirm,
        currentPassword: v.currentPassword,
      }
    : {}),
});

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The logo: chosen, checked (type, size) here and on the server, stored in the database. */
function LogoField({ url, readOnly }: { url: string | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveSchoolLogo,
    onSuccess: (envelope) => {
      setError(null);
      queryClient.setQueryData(EDITOR_KEY, envelope.data);
      notify({ message: envelope.message, fallbackKey: 'school.page.done', tone: 'success' });
    },
    onError: (e) => setError(fieldErrorsOf(e).dataUrl ?? describeError(e)),
  });
  const choose = (file: File | null) => {
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setError(translate(lang, 'school.editor.logoType'));
    } else if (file.size > LOGO_MAX_BYTES) {
      setError(translate(lang, 'school.editor.logoTooLarge'));
    } else {
      void readAsDataUrl(file).then((dataUrl) => save.mutate(dataUrl));
    }
  };
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('school.editor.logo')}
      </Text>
      <Group gap="md" align="center">
        {url ? (
          <Image src={url} alt={t('school.editor.logoAlt')} h={64} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('school.editor.logoNone')}
          </Text>
        )}
        {!readOnly && (
          <Group gap="xs">
            <FileButton onChange={choose} accept={LOGO_TYPES.join(',')}>
              {(props) => (
                <Button size="xs" variant="light" loading={save.isPending} {...props}>
                  {t('school.editor.logoUpload')}
                </Button>
              )}
            </FileButton>
            {url && (
              <Button size="xs" variant="subtle" color="red" onClick={() => save.mutate(null)}>
                {t('school.editor.logoRemove')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? t('school.editor.logoHint')}
      </Text>
    </Stack>
  );
}

/** Account tab: the school's name and contacts, the logo, and the manager's password. */
export function EditorAccountTab({
  editor,
  readOnly,
}: {
  editor: SchoolEditorView;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [values, setValues] = useState<Values>({
    ...editor.account,
    currentPassword: '',
    password: '',
    passwordConfirm: '',
  });
  const { submit, errors, saving } = useEditorSave(
    schoolAccountSavePayload,
    saveSchoolAccount,
    lang,
  );
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
    readOnly,
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(toInput(values));
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <LogoField url={editor.logoUrl} readOnly={readOnly} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('school.editor.name')} required {...field('name')} />
          <TextInput label={t('school.editor.managerName')} required {...field('managerName')} />
          <TextInput label={t('school.editor.phone')} type="tel" required {...field('phone')} />
          <TextInput label={t('school.editor.mobile')} type="tel" {...field('mobile')} />
          <TextInput label={t('school.editor.email')} type="email" required {...field('email')} />
        </SimpleGrid>
        {!readOnly && (
          <>
            <div>
              <Title order={3} fz="md">
                {t('school.editor.passwordTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('school.editor.passwordHint')}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <PasswordInput
                label={t('school.editor.currentPassword')}
                autoComplete="current-password"
                {...field('currentPassword')}
              />
              <PasswordInput
                label={t('school.editor.newPassword')}
                autoComplete="new-password"
                {...field('password')}
              />
              <PasswordInput
                label={t('school.editor.confirmPassword')}
                autoComplete="new-password"
                {...field('passwordConfirm')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={saving}>
                {t('school.editor.save')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
