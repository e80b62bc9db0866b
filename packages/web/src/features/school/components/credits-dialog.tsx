import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { ACCOUNT_KEY, creditsQuoteQuery, requestCredits } from '../api/billing';
import { useSchoolAction } from '../hooks/use-school-action';
import { PendingPurchases } from './pending-purchases';
import { PriceLines, useEuros } from './price-lines';

interface CreditsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** A whole number typed in the field, or null while it is not one. */
function wholeNumber(value: number | string): number | null {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return String(value).trim() !== '' && Number.isInteger(n) ? n : null;
}

/**
 * Buy credits (SPEC §2 add-credits dialog): the price of the amount typed, as the server quotes
 * it (an amount out of range is refused in its words, never changed), then a confirmation with
 * the total before anything is bought. The purchases not yet paid are listed below.
 */
export function CreditsDialog({ opened, onClose }: CreditsDialogProps) {
  const { t } = useTranslation();
  const euros = useEuros();
  const phone = useMediaQuery('(max-width: 36em)');
  const [amount, setAmount] = useState<number | string>(10);
  const [paymentInfo, setPaymentInfo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [typed] = useDebouncedValue(wholeNumber(amount), 250);
  const quote = useQuery({
    ...creditsQuoteQuery(typed ?? 0),
    enabled: opened && typed !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const ask = useSchoolAction(requestCredits, {
    refresh: [ACCOUNT_KEY, ['school', 'credits']],
    onDone: () => {
      setPaymentInfo('');
      setConfirming(false);
    },
  });
  const errors = fieldErrorsOf(ask.error);
  // Only a quote of the number in the field now counts (the field runs ahead of the debounce).
  const current = wholeNumber(amount);
  const fresh = current !== null && typed === current;
  const priced = fresh && quote.data?.amount === current && !quote.isError ? quote.data : null;
  const amountError =
    current === null
      ? t('school.page.amountWhole')
      : fresh && quote.isError
        ? (fieldErrorsOf(quote.error).amount ?? describeError(quote.error))
        : errors.amount;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('school.page.creditsTitle')}
      size="lg"
      radius="lg"
      fullScreen={phone}
    >
      <Stack gap="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (priced) setConfirming(true);
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('school.page.creditsText')}</Text>
            <Group align="flex-start" gap="sm" grow>
              <NumberInput
                label={t('school.page.creditsAmount')}
                allowDecimal={false}
                clampBehavior="none"
                value={amount}
                onChange={(v) => {
                  setAmount(v);
                  setConfirming(false);
                }}
                error={amountError}
                data-testid="credits-amount"
              />
              <TextInput
                label={t('school.page.paymentInfo')}
                description={t('school.page.paymentInfoHint')}
                value={paymentInfo}
                onChange={(e) => setPaymentInfo(e.currentTarget.value)}
                error={errors.paymentInfo}
              />
            </Group>
            <Paper withBorder radius="md" p="sm" aria-live="polite">
              {priced ? (
                <Stack gap={4}>
                  <Text size="xs" c="dimmed">
                    {t('school.page.pricePerCredit', { price: euros(priced.price.unitCents) })}
                  </Text>
                  <PriceLines price={priced.price} testId="credits-quote" />
                </Stack>
              ) : amountError ? (
                <Text size="sm" c="dimmed">
                  {t('school.page.priceNone')}
                </Text>
              ) : (
                <Skeleton height={60} />
              )}
            </Paper>
            {confirming && priced ? (
              <Alert color="kokpit" variant="light" title={t('school.page.confirmTitle')}>
                <Stack gap="sm">
                  <Text size="sm" data-testid="credits-confirm-text">
                    {t('school.page.creditsConfirm', {
                      n: priced.amount,
                      total: euros(priced.price.totalCents),
                    })}
                  </Text>
                  <Group justify="flex-end" gap="sm">
                    <Button variant="default" onClick={() => setConfirming(false)}>
                      {t('school.page.back')}
                    </Button>
                    <Button
                      loading={ask.isPending}
                      onClick={() =>
                        ask.mutate({
                          amount: priced.amount,
                          paymentInfo: paymentInfo.trim(),
                          totalCents: priced.price.totalCents,
                        })
                      }
                    >
                      {t('school.page.confirmBuy', { total: euros(priced.price.totalCents) })}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : (
              <Group justify="flex-end">
                <Button type="submit" disabled={!priced}>
                  {t('school.page.requestCredits')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
        <PendingPurchases enabled={opened} />
      </Stack>
    </Modal>
  );
}
