import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * What a school sees until the Kokpit team approves it (SPEC §4): its portal would only answer
 * with refusals, so it is told plainly where it stands instead.
 */
export function AwaitingApproval({ rejected = false }: { rejected?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = rejected ? t('school.page.rejectedTitle') : t('school.page.awaitingTitle');
  useDocumentTitle(title);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="xl" color="signal.4" autoContrast aria-hidden="true">
            <ClockIcon size={30} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          <Text size="lg" fw={600} data-testid="school-awaiting-approval">
            {rejected ? t('school.page.rejectedText') : t('school.page.awaitingText')}
          </Text>
          {!rejected && <Text>{t('school.page.awaitingMore')}</Text>}
          <Group mt="sm">
            {!rejected && (
              // The approval arrives with the account, read again on a fresh start.
              <Button variant="default" onClick={() => window.location.reload()}>
                {t('school.page.awaitingCheck')}
              </Button>
            )}
            <Button component={Link} to={paths.infoPage(lang, 'testdrive-sxoles-odigon')}>
              {t('school.page.awaitingLearnMore')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
