import { EXAMPLE_COUPON_NUMBER, formatCouponCode } from '@kokpit/shared';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { describeError } from '../../../lib/describe-error';

interface CouponFormProps {
  busy: boolean;
  onSubmit: (coupon: string) => Promise<unknown>;
}

/** The fastest way in: the coupon the school handed out links, verifies and activates at once. */
export function CouponForm({ busy, onSubmit }: CouponFormProps) {
  const { t } = useTranslation();
  const [coupon, setCoupon] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!coupon.trim()) {
      setError(t('schoolSelect.couponRequired'));
      return;
    }
    // An error from an earlier try must not stay beside a later success.
    setError(null);
    onSubmit(coupon.trim()).catch((e: unknown) => {
      setError(fieldErrorsOf(e).coupon ?? describeError(e));
    });
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              {t('schoolSelect.couponTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('schoolSelect.couponText')}
            </Text>
          </div>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('schoolSelect.coupon')}
              placeholder={t('schoolSelect.couponPlaceholder', {
                code: formatCouponCode('1000', EXAMPLE_COUPON_NUMBER),
              })}
              value={coupon}
              error={error}
              autoComplete="off"
              style={{ flex: '1 1 200px' }}
              onChange={(e) => {
                setCoupon(e.currentTarget.value);
                setError(null);
              }}
            />
            <Button type="submit" loading={busy} mt={{ base: 0, xs: 25 }}>
              {t('schoolSelect.couponSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
