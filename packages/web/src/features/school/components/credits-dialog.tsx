import {
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ACCOUNT_KEY, pendingCreditsQuery, requestCredits } from '../api/billing';
import { useSchoolAction } from '../hooks/use-school-action';
import { formatDay } from './format';

interface CreditsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Add credits (SPEC §2 add-credits dialog): usable at once, provisional for 5 days until the
 * payment arrives (§9); the purchases not yet paid are listed with the day they lapse.
 */
export function CreditsDialog({ opened, onClose }: CreditsDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const phone = useMediaQuery('(max-width: 36em)');
  const [amount, setAmount] = useState<number | string>(10);
  const [paymentInfo, setPaymentInfo] = useState('');
  const pending = useQuery({ ...pendingCreditsQuery(), enabled: opened });
  const ask = useSchoolAction(requestCredits, {
    refresh: [ACCOUNT_KEY, ['school', 'credits']],
    onDone: () => setPaymentInfo(''),
  });
  const errors = fieldErrorsOf(ask.error);
  const items = pending.data?.items ?? [];
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
            ask.mutate({ amount: Number(amount), paymentInfo: paymentInfo.trim() });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('school.page.creditsText')}</Text>
            <Group align="flex-start" gap="sm" grow>
              <NumberInput
                label={t('school.page.creditsAmount')}
                min={1}
                max={1000}
                allowDecimal={false}
                value={amount}
                onChange={setAmount}
                error={errors.amount}
              />
              <TextInput
                label={t('school.page.paymentInfo')}
                description={t('school.page.paymentInfoHint')}
                value={paymentInfo}
                onChange={(e) => setPaymentInfo(e.currentTarget.value)}
                error={errors.paymentInfo}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={ask.isPending}>
                {t('school.page.requestCredits')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('school.page.pendingTitle')}
          </Title>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('school.page.noPending')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={phone ? 0 : 360}>
              <Table fz="sm" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('school.page.creditsAmount')}</Table.Th>
                    <Table.Th>{t('school.page.requestedOn')}</Table.Th>
                    <Table.Th>{t('school.page.lapsesOn')}</Table.Th>
                    {/* On a phone the payment goes under the amount: the dialog is never cut. */}
                    {!phone && <Table.Th>{t('school.page.paymentInfo')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Text fw={700} size="sm">
                          {item.amount}
                        </Text>
                        {phone && item.paymentInfo && (
                          <Text size="xs" c="dimmed">
                            {item.paymentInfo}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{formatDay(item.requestedAt, lang)}</Table.Td>
                      <Table.Td>{formatDay(item.expiresAt, lang)}</Table.Td>
                      {!phone && <Table.Td>{item.paymentInfo || '—'}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
