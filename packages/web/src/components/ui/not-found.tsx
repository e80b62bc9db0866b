import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n/use-language';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The page for an address the app does not know. */
export function NotFound() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t('pages.notFoundTitle'));
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="lg">
        <Stack gap="md" align="flex-start">
          <Text fw={800} fz={56} lh={1} c="kokpit.6" aria-hidden="true">
            404
          </Text>
          <Title order={1} fz={26}>
            {t('pages.notFoundTitle')}
          </Title>
          <Text>{t('pages.notFoundText')}</Text>
          <Button component={Link} to={paths.home(lang)}>
            {t('pages.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
