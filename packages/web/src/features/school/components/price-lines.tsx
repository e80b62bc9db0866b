import type { PriceView } from '@kokpit/shared';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros, formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';

/** Euro cents as the page shows money. */
export function useEuros() {
  const lang = useLanguage();
  return (cents: number) => formatEuros(cents / 100, lang);
}

/** The VAT rate (hundredths of a percent) as a percentage: 2400 → "24". */
export function useVatPercent() {
  const lang = useLanguage();
  return (rate: number) => formatNumber(rate / 100, lang);
}

/** A price spelled out: net, VAT at its rate, and the total (docs/BILLING.md "Prices"). */
export function PriceLines({ price, testId }: { price: PriceView; testId?: string }) {
  const { t } = useTranslation();
  const euros = useEuros();
  const percent = useVatPercent();
  const line = (label: string, value: string, strong = false) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 800 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 800 : 500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={2} data-testid={testId}>
      {line(t('school.page.priceNet'), euros(price.netCents))}
      {line(t('school.page.priceVat', { rate: percent(price.vatRate) }), euros(price.vatCents))}
      {line(t('school.page.priceTotal'), euros(price.totalCents), true)}
    </Stack>
  );
}
