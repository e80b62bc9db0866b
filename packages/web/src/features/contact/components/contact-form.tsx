import { Alert, Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FieldLimits } from '@kokpit/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useSession } from '../../../lib/session';
import { sendContactMessage } from '../api/contact';

type Field = 'name' | 'email' | 'subject' | 'text';
const FIELDS: Field[] = ['name', 'email', 'subject', 'text'];
const REQUIRED: Field[] = ['name', 'email', 'text'];

/** Name, e-mail, subject and message for the operators; a signed-in user's details are filled in. */
export function ContactForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: user?.fullName ?? '',
    email: user?.email ?? '',
    subject: '',
    text: '',
  }));
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const successRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Takes the cursor to the first field that needs attention. */
  const focusField = (field: string | undefined) => {
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };
  const send = useMutation({
    mutationFn: sendContactMessage,
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      focusField(FIELDS.find((f) => errors[f]));
    },
  });

  // The form gives way to the thank-you: take the reader there rather than to the page top.
  useEffect(() => {
    if (send.isSuccess) successRef.current?.focus();
  }, [send.isSuccess]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = Object.fromEntries(REQUIRED.map((f) => [f, !values[f].trim()]));
    setMissing(empty);
    const firstMissing = REQUIRED.find((f) => empty[f]);
    if (firstMissing) {
      focusField(firstMissing);
      return;
    }
    send.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim() || undefined,
      text: values.text.trim(),
    });
  };

  const serverErrors = fieldErrorsOf(send.error);
  const errorOf = (field: Field) => (missing[field] ? t('contact.required') : serverErrors[field]);
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
  });

  if (send.isSuccess) {
    return (
      <Alert
        ref={successRef}
        tabIndex={-1}
        color="teal"
        variant="light"
        role="status"
        radius="md"
        icon={<CheckIcon size={20} />}
        title={t('contact.sentTitle')}
      >
        <Stack gap="sm" align="flex-start">
          <span>{send.data}</span>
          <Button
            size="xs"
            variant="light"
            color="teal.9"
            onClick={() => {
              setValues((v) => ({ ...v, subject: '', text: '' }));
              send.reset();
            }}
          >
            {t('contact.another')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const generalError =
    send.isError && Object.keys(serverErrors).length === 0 ? describeError(send.error) : null;
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t('contact.formLabel')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('contact.name')} autoComplete="name" required {...bind('name')} />
          <TextInput
            label={t('contact.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={FieldLimits.email.max}
            {...bind('email')}
          />
        </SimpleGrid>
        <TextInput label={t('contact.subject')} {...bind('subject')} />
        <Textarea
          label={t('contact.message')}
          required
          // A fixed height the visitor can drag taller: autosize measures the page layout on
          // mount, a long task on a phone for a field below the fold.
          rows={6}
          resize="vertical"
          maxLength={FieldLimits.text.max}
          {...bind('text')}
        />
        {generalError && <Alert color="red" variant="light" role="alert" title={generalError} />}
        <Button type="submit" size="md" loading={send.isPending}>
          {t('contact.submit')}
        </Button>
      </Stack>
    </form>
  );
}
