import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicStatsStrip } from '../../public-stats';
import { TrialLauncher } from '../../trial';
import { AccountCard } from './account-card';
import { FeatureList } from './feature-list';
import classes from './home-page.module.css';

// Fetched once the hero is painted (below-the-fold.tsx); AfterFirstPaint keeps their places.
const belowTheFold = () => import('./below-the-fold');
const JoinSection = lazy(() => belowTheFold().then((m) => ({ default: m.JoinSection })));
const PartnerSchoolsSection = lazy(() =>
  belowTheFold().then((m) => ({ default: m.PartnerSchoolsSection })),
);
const ContactSection = lazy(() => belowTheFold().then((m) => ({ default: m.ContactSection })));

/**
 * `/` and `/{lang}`: what Kokpit offers and a 15-question trial, sign-in (with forgotten and
 * reset passwords), the way in for new students and schools, the partner schools' map and
 * the contact form.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle('');
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 'xl', md: 56 }}>
          {/* Grid areas put the sign-in form right under the title on phones. */}
          <div className={classes.layout}>
            <Stack gap="lg" className={classes.intro}>
              <Title order={1} className={classes.title}>
                {t('home.heroTitle')}
              </Title>
              <Text size="lg" className={classes.lead}>
                {t('home.heroText')}
              </Text>
              <TrialLauncher />
            </Stack>
            <AccountCard className={classes.form} />
            <div className={classes.features}>
              <FeatureList />
            </div>
          </div>
        </Container>
      </Box>
      <PublicStatsStrip />
      {/* Below the fold on every screen: rendered one by one once the hero is on screen. */}
      <AfterFirstPaint minHeight={260}>
        <JoinSection />
      </AfterFirstPaint>
      <AfterFirstPaint minHeight={700}>
        <PartnerSchoolsSection />
      </AfterFirstPaint>
      <AfterFirstPaint minHeight={640}>
        <ContactSection />
      </AfterFirstPaint>
    </>
  );
}
