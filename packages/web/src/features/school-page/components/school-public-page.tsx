import type { SchoolPageView } from '@kokpit/shared';
import {
  Anchor,
  Button,
  Container,
  Grid,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { isRequestError } from '../../../lib/socket';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../../../lib/use-meta-description';
import { LazySchoolsMap, schoolAddress, schoolPageQuery, type PartnerSchool } from '../../partners';
import classes from './school-public-page.module.css';

/** The sign-up link's path on this site (the server writes it with its public address). */
function localPath(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** The branches as pins of the shared map (each a "school" of the school's name). */
function branchPins(page: SchoolPageView): PartnerSchool[] {
  return page.branches.map((b, i) => ({
    ...page.school,
    id: i + 1,
    address: b.address,
    city: b.city,
    postalCode: b.postalCode,
    phone: b.phone || page.school.phone,
    location: b.location,
  }));
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Contact({ page }: { page: SchoolPageView }) {
  const { t } = useTranslation();
  const { school } = page;
  const rows = [
    { label: t('schoolDiscovery.page.phone'), value: school.phone, href: telHref(school.phone) },
    { label: t('schoolDiscovery.page.mobile'), value: school.mobile, href: telHref(school.mobile) },
    { label: t('schoolDiscovery.page.email'), value: school.email, href: `mailto:${school.email}` },
  ].filter((r) => r.value); // prettier-ignore
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" mb="sm">
        {t('schoolDiscovery.page.contact')}
      </Title>
      <dl className={classes.contact}>
        {rows.map((r) => (
          <div key={r.label}>
            <dt>{r.label}</dt>
            <dd>
              <Anchor href={r.href}>{r.value}</Anchor>
            </dd>
          </div>
        ))}
      </dl>
      <Text size="sm" c="dimmed" mt="sm">
        {schoolAddress(school)}
      </Text>
    </Paper>
  );
}

/** /{lang}/schools/{slug}: an approved school's public page. */
export function SchoolPublicPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { slug = '' } = useParams();
  const page = useQuery(schoolPageQuery(slug));
  const school = page.data?.school;
  useDocumentTitle(school ? school.name : page.isError ? t('schoolDiscovery.page.notFound') : '');
  useMetaDescription(
    school
      ? (page.data?.welcome ? `${page.data.welcome} ` : '') +
          t('schoolDiscovery.page.titleDescription', { name: school.name, city: school.city })
      : undefined,
  );
  const pins = useMemo(() => (page.data ? branchPins(page.data) : []), [page.data]);

  if (page.isError) {
    const missing = isRequestError(page.error) && page.error.kind === 'server';
    return (
      <Container size="sm" py="xl">
        <Paper withBorder p="xl" radius="lg" role="alert">
          <Stack gap="md" align="flex-start">
            <Title order={1} fz={26}>
              {missing ? t('schoolDiscovery.page.notFound') : describeError(page.error)}
            </Title>
            {missing && <Text>{t('schoolDiscovery.page.notFoundText')}</Text>}
            <Button component={Link} to={`${paths.home(lang)}#partners-title`}>
              {t('schoolDiscovery.page.toMap')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }
  if (!page.data || !school) {
    return (
      <Container size="lg" py="xl" aria-busy="true" aria-label={t('schoolDiscovery.page.loading')}>
        <Skeleton height={40} width="60%" mb="md" />
        <Skeleton height={18} width="80%" mb="xl" />
        <Skeleton height={320} radius="lg" />
      </Container>
    );
  }
  const signUp = localPath(page.data.signUpUrl);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <header className={classes.header}>
          <div className={classes.identity}>
            {page.data.logoUrl && (
              <img
                className={classes.logo}
                src={page.data.logoUrl}
                alt={t('schoolDiscovery.page.logoAlt', { name: school.name })}
              />
            )}
            <div>
              <Text size="sm" fw={700} c="kokpit.7" tt="uppercase">
                {t('schoolDiscovery.page.partner')}
              </Text>
              <Title order={1} fz={{ base: 28, sm: 38 }}>
                {school.name}
              </Title>
              <Text c="dimmed">{schoolAddress(school)}</Text>
            </div>
          </div>
          {page.data.welcome && (
            <Text size="lg" mt="xs" maw={720}>
              {page.data.welcome}
            </Text>
          )}
        </header>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {page.data.description && (
                <section aria-labelledby="school-about">
                  <Title order={2} fz="h3" id="school-about" mb="xs">
                    {t('schoolDiscovery.page.about')}
                  </Title>
                  <Text className={classes.description}>{page.data.description}</Text>
                </section>
              )}
              <section aria-labelledby="school-branches">
                <Title order={2} fz="h3" id="school-branches" mb="xs">
                  {t('schoolDiscovery.page.branches')}
                </Title>
                <div
                  className={classes.map}
                  aria-label={t('schoolDiscovery.page.branchesMap')}
                  role="group"
                >
                  <LazySchoolsMap schools={pins} selected={null} popup="address" />
                </div>
                <ul className={classes.branches}>
                  {pins.map((b) => (
                    <li key={b.id}>
                      <Text fw={700}>{schoolAddress(b)}</Text>
                      {b.phone && (
                        <Text size="sm">
                          {t('schoolDiscovery.page.phone')}:{' '}
                          <Anchor href={telHref(b.phone)}>{b.phone}</Anchor>
                        </Text>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" className={classes.aside}>
              <Paper withBorder radius="lg" p="lg" className={classes.signUp}>
                <Stack gap="sm">
                  <Text>{t('schoolDiscovery.page.signUpText')}</Text>
                  <Button component={Link} to={signUp} size="md" fullWidth>
                    {t('schoolDiscovery.page.signUp')}
                  </Button>
                </Stack>
              </Paper>
              <Contact page={page.data} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
