import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';

interface SubmitPanelProps {
  submitLabel: string;
  busy: boolean;
  /** Why the last attempt failed, if it did. */
  failure: string | null;
}

/** The end of a sign-up form: what the visitor accepts, the way to sign in instead, submit. */
export function SubmitPanel({ submitLabel, busy, failure }: SubmitPanelProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {failure && <Alert color="red" variant="light" role="alert" title={failure} />}
        <Text size="sm">
          <Trans
            i18nKey="signupForm.consent"
            components={{
              terms: (
                <Anchor
                  component={Link}
                  to={paths.infoPage(lang, 'terms-of-use')}
                  underline="always"
                />
              ),
              privacy: (
                <Anchor
                  component={Link}
                  to={paths.infoPage(lang, 'privacy-policy')}
                  underline="always"
                />
              ),
            }}
          />
        </Text>
        <Group justify="space-between" align="center" gap="md">
          <Text size="sm">
            {t('signupForm.haveAccount')}{' '}
            <Anchor component={Link} to={paths.home(lang)} fw={600} underline="always">
              {t('signupForm.signIn')}
            </Anchor>
          </Text>
          <Button type="submit" size="md" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
