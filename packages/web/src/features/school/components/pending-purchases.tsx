import { formatCreditorReference, type PayToView, type PendingCreditView } from '@kokpit/shared';
import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { ACCOUNT_KEY, cancelPurchase, pendingCreditsQuery, proformaOf } from '../api/billing';
import { useSchoolAction } from '../hooks/use-school-action';
import { formatDay } from './format';
import { showPdf } from './open-pdf';
import { useEuros } from './price-lines';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' };

/** Where to pay: the operators' bank account (said when not set yet). */
function PayTo({ payTo }: { payTo: PayToView }) {
  const { t } = useTranslation();
  if (!payTo.iban) {
    return (
      <Text size="sm" c="dimmed">
        {t('school.page.payToMissing')}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="pay-to">
      <Text size="sm">
        {t('school.page.payToBeneficiary')}: <b>{payTo.beneficiary}</b>
      </Text>
      <Group gap={6}>
        <Text size="sm">
          IBAN: <b style={mono}>{payTo.iban.replace(/(.{4})(?=.)/g, '$1 ')}</b>
        </Text>
        <CopyButton value={payTo.iban}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="subtle" onClick={copy}>
              {copied ? t('school.page.copied') : t('school.page.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm">
        {t('school.page.payToBank')}: {payTo.bank}
        {payTo.bic ? ` · BIC ${payTo.bic}` : ''}
      </Text>
    </Stack>
  );
}

/** One unpaid purchase: what it costs, the reference to pay it with, its proforma, cancel. */
function Purchase({ item }: { item: PendingCreditView }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const euros = useEuros();
  const [sure, setSure] = useState(false);
  const [fetching, setFetching] = useState(false);
  const cancel = useSchoolAction(cancelPurchase, { refresh: [ACCOUNT_KEY, ['school', 'credits']] });
  const download = async () => {
    setFetching(true);
    try {
      showPdf((await proformaOf(item.id)).data, null);
    } catch (error) {
      notify({ message: describeError(error), tone: 'error' });
    } finally {
      setFetching(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="pending-purchase">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={800}>{t('school.page.purchaseCredits', { n: item.amount })}</Text>
          <Text fw={800}>{item.price ? euros(item.price.totalCents) : '—'}</Text>
        </Group>
        <Group gap={6}>
          <Text size="sm">
            {t('school.page.reference')}:{' '}
            <b style={mono} data-testid="purchase-reference">
              {formatCreditorReference(item.reference)}
            </b>
          </Text>
          <CopyButton value={item.reference}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy}>
                {copied ? t('school.page.copied') : t('school.page.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('school.page.purchaseDates', {
            on: formatDay(item.requestedAt, lang),
            lapses: formatDay(item.expiresAt, lang),
          })}
          {item.paymentInfo ? ` · ${item.paymentInfo}` : ''}
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="light" loading={fetching} onClick={() => void download()}>
            {t('school.page.proforma')}
          </Button>
          {sure ? (
            <>
              <Button size="xs" variant="default" onClick={() => setSure(false)}>
                {t('school.page.back')}
              </Button>
              <Button
                size="xs"
                color="red"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(item.id)}
              >
                {t('school.page.cancelPurchaseSure')}
              </Button>
            </>
          ) : (
            <Button size="xs" variant="subtle" color="red" onClick={() => setSure(true)}>
              {t('school.page.cancelPurchase')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The school's purchases not yet paid, how to pay them, and the day each lapses. */
export function PendingPurchases({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const pending = useQuery({ ...pendingCreditsQuery(), enabled });
  const items = pending.data?.items ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('school.page.pendingTitle')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('school.page.noPending')}
        </Text>
      ) : (
        <>
          <Text size="sm">{t('school.page.payHow')}</Text>
          {pending.data && <PayTo payTo={pending.data.payTo} />}
          {items.map((item) => (
            <Purchase key={item.id} item={item} />
          ))}
        </>
      )}
    </Stack>
  );
}
