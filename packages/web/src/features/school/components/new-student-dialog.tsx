import { isSectionCode, SECTION_CODES, type StudentAddView } from '@kokpit/shared';
import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { addStudent } from '../api/students';
import { useSchoolAction } from '../hooks/use-school-action';
import { printCredentials } from './print-sheet';

interface NewStudentDialogProps {
  opened: boolean;
  onClose: () => void;
}

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', username: '', section: '' };

/**
 * The school makes an account for a student (SPEC §2 new-student dialog): the server answers
 * the credentials once, so they are shown here to note or print before the dialog closes.
 */
export function NewStudentDialog({ opened, onClose }: NewStudentDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [values, setValues] = useState(EMPTY);
  const [created, setCreated] = useState<StudentAddView | null>(null);
  const add = useSchoolAction(addStudent, { onDone: setCreated });
  const errors = fieldErrorsOf(add.error);
  const close = () => {
    setValues(EMPTY);
    setCreated(null);
    add.reset();
    onClose();
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('school.page.newStudentTitle')}
      size="lg"
      radius="lg"
      fullScreen={phone}
    >
      {created ? (
        <Stack gap="md" data-testid="new-student-credentials">
          <Alert color="teal" variant="light" title={t('school.page.newStudentDone')}>
            {t('school.page.newStudentOnce')}
          </Alert>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
            <div>
              <Text component="dt" size="sm" c="dimmed" fw={700}>
                {t('school.page.username')}
              </Text>
              <Text component="dd" m={0}>
                <Code fz="lg">{created.credentials.username}</Code>
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm" c="dimmed" fw={700}>
                {t('school.page.password')}
              </Text>
              <Text component="dd" m={0}>
                <Code fz="lg">{created.credentials.password}</Code>
              </Text>
            </div>
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() =>
                printCredentials({
                  title: t('school.page.credentialsSheet'),
                  name: created.student.name,
                  rows: [
                    [t('school.page.username'), created.credentials.username],
                    [t('school.page.password'), created.credentials.password],
                    [t('school.page.signInAt'), window.location.origin],
                  ],
                })
              }
            >
              {t('school.page.print')}
            </Button>
            <Button onClick={close}>{t('school.page.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate({
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              phone: optional(values.phone),
              username: optional(values.username),
              section: isSectionCode(values.section) ? values.section : undefined,
            });
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('school.page.newStudentText')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput required label={t('school.page.firstName')} {...field('firstName')} />
              <TextInput required label={t('school.page.lastName')} {...field('lastName')} />
              <TextInput required type="email" label={t('school.page.email')} {...field('email')} />
              <TextInput type="tel" label={t('school.page.phone')} {...field('phone')} />
              <TextInput
                label={t('school.page.username')}
                description={t('school.page.usernameHint')}
                {...field('username')}
              />
              <NativeSelect
                label={t('school.page.activateSection')}
                description={t('school.page.activateSectionHint')}
                data={[
                  { value: '', label: t('school.page.noSection') },
                  ...SECTION_CODES.map((code) => ({ value: code, label: t(`sections.${code}`) })),
                ]}
                {...field('section')}
              />
            </SimpleGrid>
            {add.isError && Object.keys(errors).length === 0 && (
              <Alert color="red" variant="light">
                {describeError(add.error)}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm" mt="sm">
              <Button variant="default" onClick={close}>
                {t('school.page.cancel')}
              </Button>
              <Button type="submit" loading={add.isPending}>
                {t('school.page.createStudent')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
