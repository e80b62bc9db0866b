import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface PendingApprovalProps {
  /** The server's `school.pendingApproval`, already in the visitor's language. */
  message: string;
  username: string;
}

/** After a school signs up: it exists, but waits for the Kokpit team (SPEC §4). */
export function PendingApproval({ message, username }: PendingApprovalProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('signupSchool.doneTitle'));
  // The form is gone: move focus to the news so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="xl" color="signal.4" autoContrast aria-hidden="true">
            <ClockIcon size={30} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 30 }} ref={heading} tabIndex={-1}>
            {t('signupSchool.doneTitle')}
          </Title>
          <Text size="lg" fw={600} data-testid="pending-approval">
            {message || t('signupSchool.doneFallback')}
          </Text>
          <Text>{t('signupSchool.doneText')}</Text>
          <Text size="sm" c="dimmed">
            {t('signupSchool.doneUsername', { username })}
          </Text>
          <Group mt="sm">
            <Button component={Link} to={paths.home(lang)}>
              {t('signupSchool.doneHome')}
            </Button>
            <Button
              component={Link}
              to={paths.infoPage(lang, 'testdrive-sxoles-odigon')}
              variant="default"
            >
              {t('signupSchool.doneMore')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
