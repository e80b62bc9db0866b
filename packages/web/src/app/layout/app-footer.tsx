import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo';
import { useLanguage } from '../../lib/i18n/use-language';
import type { InfoPageSlug } from '../../lib/info-pages';
import { paths } from '../../lib/paths';
import classes from './layout.module.css';

const COLUMNS: { title: ParseKeys; slugs: InfoPageSlug[] }[] = [
  {
    title: 'footer.practice',
    slugs: [
      'simata-test-proodou',
      'simata-test-errors',
      'simata-kok-test-ypourgeioy',
      'simata-kok',
    ],
  },
  {
    title: 'footer.schools',
    slugs: [
      'testdrive-sxoles-odigon',
      'teacher-benefits-for-sxoles',
      'testdrive-synergasia-sxoles',
    ],
  },
  {
    title: 'footer.info',
    slugs: ['dikaiologitika-paravola', 'terms-of-use', 'privacy-policy'],
  },
];

/** Links to the information pages, and the small print. */
export function AppFooter() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Group gap={8}>
              <LogoMark size={28} />
              <Text fw={800} fz={20}>
                Kokpit
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('app.tagline')}
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <Title
                order={2}
                fz="sm"
                tt="uppercase"
                c="dimmed"
                mb="xs"
                style={{ letterSpacing: '0.04em' }}
              >
                {t(column.title)}
              </Title>
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {column.slugs.map((slug) => (
                  <li key={slug}>
                    <Anchor
                      component={Link}
                      to={paths.infoPage(lang, slug)}
                      size="sm"
                      c="var(--mantine-color-text)"
                    >
                      {t(`pages.titles.${slug}`)}
                    </Anchor>
                  </li>
                ))}
                {column.title === 'footer.schools' && (
                  <li>
                    <Anchor
                      component={Link}
                      to={paths.signUpSchool(lang)}
                      size="sm"
                      c="var(--mantine-color-text)"
                    >
                      {t('home.schoolAction')}
                    </Anchor>
                  </li>
                )}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt="xl" pt="md" className={classes.footerBottom} gap="xs">
          <Text size="xs" c="dimmed">
            {t('footer.rights', { year: String(new Date().getFullYear()) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.madeFor')}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
