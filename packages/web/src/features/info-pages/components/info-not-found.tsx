import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InfoPageNav } from './info-page-nav';
import classes from './info-page.module.css';

/** An information page the server does not have (code 410): say so, and offer the others. */
export function InfoNotFound() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t('infoPages.notFoundTitle'));
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <div className={classes.layout}>
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="lg" data-testid="info-not-found">
          <Stack gap="md" align="flex-start">
            <Text fw={800} fz={56} lh={1} c="kokpit.6" aria-hidden="true">
              404
            </Text>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('infoPages.notFoundTitle')}
            </Title>
            <Text>{t('infoPages.notFoundText')}</Text>
            <Button component={Link} to={paths.home(lang)}>
              {t('pages.backHome')}
            </Button>
          </Stack>
        </Paper>
        <aside className={classes.aside}>
          <InfoPageNav />
        </aside>
      </div>
    </Container>
  );
}
