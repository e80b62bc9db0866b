import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { dashboardPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SignInForm } from '../../auth';
import { FeatureList } from './feature-list';
import { JoinCards } from './join-cards';
import { SignedInCard } from './signed-in-card';
import classes from './home-page.module.css';

/** `/` and `/{lang}`: what Kokpit offers, sign-in, and the way in for new students and schools. */
export function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
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
            </Stack>
            <Paper
              withBorder
              shadow="md"
              radius="lg"
              p={{ base: 'lg', sm: 'xl' }}
              className={classes.form}
            >
              {user ? (
                <SignedInCard user={user} />
              ) : (
                <Stack gap="lg">
                  <div>
                    <Title order={2} fz={24}>
                      {t('auth.title')}
                    </Title>
                    <Text c="dimmed" size="sm">
                      {t('auth.subtitle')}
                    </Text>
                  </div>
                  <SignInForm onSignedIn={(u) => void navigate(dashboardPath(u.roles, lang))} />
                </Stack>
              )}
            </Paper>
            <div className={classes.features}>
              <FeatureList />
            </div>
          </div>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <JoinCards />
      </Container>
    </>
  );
}
