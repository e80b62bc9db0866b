import { ServerPushes, type SchoolAccountView } from '@kokpit/shared';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { getSocket } from '../../../lib/socket';
import { ACCOUNT_KEY, accountQuery } from '../api/billing';
import { useSchoolMember } from '../hooks/use-school-member';
import { CouponsDialog } from './coupons-dialog';
import { CreditsDialog } from './credits-dialog';
import { PackageDialog } from './package-dialog';
import { SchoolProfileDialog } from './school-profile-dialog';
import { StatementDialog } from './statement-dialog';

type Dialog = 'credits' | 'package' | 'coupons' | 'statement' | 'profile';

interface FigureProps {
  label: string;
  value: string;
  /** What the figure means, in a short sentence under it (issue 31 item 6). */
  hint: string;
  testId: string;
}

/** A figure of the bar: a label over its value, and what it means. */
function Figure({ label, value, hint, testId }: FigureProps) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700}>
        {label}
      </Text>
      <Text fw={800} size="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" lh={1.3} data-testid={`${testId}-hint`}>
        {hint}
      </Text>
    </div>
  );
}

/** The pushed account replaces the one on screen; an account error is also said at once. */
function useAccountPushes(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket('/school');
    const onChanged = (account: SchoolAccountView) =>
      queryClient.setQueryData(ACCOUNT_KEY, account);
    const onError = (payload: { account: SchoolAccountView; message: string }) => {
      queryClient.setQueryData(ACCOUNT_KEY, payload.account);
      notify({ message: payload.message, fallbackKey: 'school.page.accountError', tone: 'error' });
    };
    socket.on(ServerPushes.schoolAccountChanged, onChanged);
    socket.on(ServerPushes.schoolAccountError, onError);
    return () => {
      socket.off(ServerPushes.schoolAccountChanged, onChanged);
      socket.off(ServerPushes.schoolAccountError, onError);
    };
  }, [queryClient, enabled]);
}

/**
 * The school's account on every school page (SPEC §2): credits, what activations hold of
 * them, what is unpaid, the activations available and the package, each with a sentence on
 * what it means; with the add-credits, package, coupons and profile dialogs. A teacher, whom
 * money is not for, sees no money block at all: only the profile (issue 31 item 6).
 */
export function AccountBar() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { money } = useSchoolMember();
  useAccountPushes(money);
  const account = useQuery({ ...accountQuery(), enabled: money });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  // On a phone the bar is folded to the credits and a button that unfolds it: unfolded it took
  // half the screen on every page of the portal.
  const phone = useMediaQuery('(max-width: 48em)');
  const [unfolded, setUnfolded] = useState(false);
  const a = money ? account.data : undefined;
  const folded = Boolean(phone) && !unfolded && a !== undefined;

  return (
    <Paper withBorder radius="lg" p="sm" component="section" aria-label={t('school.page.account')}>
      {a?.accountError && (
        <Alert color="red" variant="light" mb="sm" title={t('school.page.accountError')}>
          {t('school.page.accountErrorText')}
        </Alert>
      )}
      {folded && a ? (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed" fw={700}>
              {t('school.page.credits')}
            </Text>
            <Text
              fw={800}
              size="lg"
              data-testid="credits"
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {formatNumber(a.credits, lang)}
            </Text>
          </div>
          <Button
            size="xs"
            variant="light"
            aria-expanded={false}
            aria-controls="school-account-bar"
            onClick={() => setUnfolded(true)}
          >
            {t('school.page.accountUnfold')}
          </Button>
        </Group>
      ) : (
        <Stack gap="sm" id="school-account-bar">
          {a ? (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="lg" verticalSpacing="sm">
              <Figure
                label={t('school.page.credits')}
                value={formatNumber(a.credits, lang)}
                hint={t('school.page.creditsHint')}
                testId="credits"
              />
              <Figure
                label={t('school.page.reservedCredits')}
                value={formatNumber(a.reservedCredits, lang)}
                hint={t('school.page.reservedHint')}
                testId="reserved-credits"
              />
              <Figure
                label={t('school.page.pendingCredits')}
                value={formatNumber(a.provisionalCredits, lang)}
                hint={t('school.page.pendingHint')}
                testId="pending-credits"
              />
              <Figure
                label={t('school.page.activationsAvailable')}
                value={formatNumber(a.activationsAvailable, lang)}
                hint={t('school.page.activationsHint', { cost: a.costPerActivation })}
                testId="activations-available"
              />
              <Figure
                label={t('school.page.package')}
                value={
                  a.package
                    ? a.nextPackage && a.nextPackage !== a.package
                      ? `${a.package} → ${a.nextPackage}`
                      : a.package
                    : t('school.page.noPackage')
                }
                hint={t('school.page.packageHint', { n: a.packageActivationsLeft })}
                testId="package"
              />
            </SimpleGrid>
          ) : money ? (
            <Text size="sm" c="dimmed">
              {account.isError ? t('school.page.accountHidden') : t('school.page.accountLoading')}
            </Text>
          ) : null}
          <Group gap="xs" justify="flex-end">
            {a && money && (
              <>
                <Button size="xs" onClick={() => setDialog('credits')}>
                  {t('school.page.addCredits')}
                </Button>
                <Button size="xs" variant="light" onClick={() => setDialog('package')}>
                  {t('school.page.choosePackage')}
                </Button>
                <Button size="xs" variant="light" onClick={() => setDialog('coupons')}>
                  {t('school.page.coupons')}
                </Button>
                <Button size="xs" variant="light" onClick={() => setDialog('statement')}>
                  {t('school.page.statement')}
                </Button>
              </>
            )}
            <Button size="xs" variant="default" onClick={() => setDialog('profile')}>
              {t('school.page.profile')}
            </Button>
            {phone && a && (
              <Button
                size="xs"
                variant="subtle"
                aria-expanded
                aria-controls="school-account-bar"
                onClick={() => setUnfolded(false)}
              >
                {t('school.page.accountFold')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      {a && money && (
        <>
          <CreditsDialog opened={dialog === 'credits'} onClose={close} />
          <PackageDialog opened={dialog === 'package'} onClose={close} account={a} />
          <CouponsDialog opened={dialog === 'coupons'} onClose={close} />
          <StatementDialog opened={dialog === 'statement'} onClose={close} />
        </>
      )}
      <SchoolProfileDialog opened={dialog === 'profile'} onClose={close} />
    </Paper>
  );
}
