import { ServerPushes, type SchoolAccountView } from '@kokpit/shared';
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { getSocket } from '../../../lib/socket';
import { ACCOUNT_KEY, accountQuery, pendingCreditsQuery } from '../api/billing';
import { useSchoolMember } from '../hooks/use-school-member';
import { CouponsDialog } from './coupons-dialog';
import { CreditsDialog } from './credits-dialog';
import { PackageDialog } from './package-dialog';
import { SchoolProfileDialog } from './school-profile-dialog';

type Dialog = 'credits' | 'package' | 'coupons' | 'profile';

/** A figure of the bar: a label over its value. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700}>
        {label}
      </Text>
      <Text fw={800} size="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

/** The pushed account replaces the one on screen; an account error is also said at once. */
function useAccountPushes() {
  const queryClient = useQueryClient();
  useEffect(() => {
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
  }, [queryClient]);
}

/**
 * The school's account on every school page (SPEC §2): credits, package and pending credits,
 * with the add-credits, package, coupons and profile dialogs. A teacher, whom money is not
 * for, sees only the profile.
 */
export function AccountBar() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useAccountPushes();
  // A teacher sees the figures but none of the controls that spend or sell the school's money.
  const { money } = useSchoolMember();
  const account = useQuery(accountQuery());
  const pending = useQuery({ ...pendingCreditsQuery(), enabled: account.isSuccess && money });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  // On a phone the bar is folded to the credits and a button that unfolds it: unfolded it took
  // half the screen on every page of the portal.
  const phone = useMediaQuery('(max-width: 48em)');
  const [unfolded, setUnfolded] = useState(false);
  const folded = Boolean(phone) && !unfolded;
  const a = account.data;
  const pendingTotal = pending.data?.items.reduce((sum, item) => sum + item.amount, 0) ?? 0;

  return (
    <Paper withBorder radius="lg" p="sm" component="section" aria-label={t('school.page.account')}>
      {a?.accountError && (
        <Alert color="red" variant="light" mb="sm" title={t('school.page.accountError')}>
          {t('school.page.accountErrorText')}
        </Alert>
      )}
      {folded ? (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Figure
            label={t('school.page.credits')}
            value={a ? formatNumber(a.credits, lang) : '…'}
            testId="credits"
          />
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
        <Group justify="space-between" gap="sm" id="school-account-bar">
          {a ? (
            <Group gap="xl" wrap="wrap">
              <Figure
                label={t('school.page.credits')}
                value={formatNumber(a.credits, lang)}
                testId="credits"
              />
              <Figure
                label={t('school.page.pendingCredits')}
                value={formatNumber(pendingTotal, lang)}
                testId="pending-credits"
              />
              <Figure
                label={t('school.page.activationsAvailable')}
                value={formatNumber(a.activationsAvailable, lang)}
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
                testId="package"
              />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {account.isError ? t('school.page.accountHidden') : t('school.page.accountLoading')}
            </Text>
          )}
          <Group gap="xs">
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
              </>
            )}
            <Button size="xs" variant="default" onClick={() => setDialog('profile')}>
              {t('school.page.profile')}
            </Button>
            {phone && (
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
        </Group>
      )}
      {a && money && (
        <>
          <CreditsDialog opened={dialog === 'credits'} onClose={close} />
          <PackageDialog opened={dialog === 'package'} onClose={close} account={a} />
          <CouponsDialog opened={dialog === 'coupons'} onClose={close} />
        </>
      )}
      <SchoolProfileDialog opened={dialog === 'profile'} onClose={close} />
    </Paper>
  );
}
