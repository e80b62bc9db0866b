import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { tablesQuery } from '../api/admin';
import { LoadState } from './load-state';

/** The back office's overview: every table of the database, as its meta-table describes it. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const tables = useQuery(tablesQuery());
  useDocumentTitle(t('admin.title'));
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('admin.title')}
      </Title>
      <Text c="dimmed">{t('admin.home.intro')}</Text>
      <LoadState query={tables}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="sm">
          {tables.data?.tables.map((tb) => (
            <Card
              key={tb.name}
              withBorder
              padding="sm"
              component={Link}
              to={paths.adminTable(lang, tb.name)}
            >
              <Text fw={600}>{tb.labels[lang]}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {tb.name}
              </Text>
              <Text size="sm" mt={4}>
                {t('admin.home.columns', { count: tb.columns.length })}{' '}
                {tb.readOnly && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('admin.home.readOnly')}
                  </Badge>
                )}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </LoadState>
    </Stack>
  );
}
