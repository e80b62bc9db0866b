import {
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useLanguage } from '../../../lib/i18n/use-language';
import { CREDITS_KEY, grantCredits, ledgerQuery } from '../api/operations';
import { useOpsAction } from '../hooks/use-ops-action';
import { formatMoment } from './format';

/** One school's account and ledger, newest first, with the manual grant form. */
export function SchoolLedger({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ledger = useQuery(ledgerQuery(schoolId));
  const [amount, setAmount] = useState<number | string>(10);
  const [reason, setReason] = useState('');
  const grant = useOpsAction(grantCredits, {
    refresh: [CREDITS_KEY],
    onDone: () => setReason(''),
  });
  const errors = fieldErrorsOf(grant.error);
  if (ledger.isError) return <Text c="red">{describeError(ledger.error)}</Text>;
  const data = ledger.data;
  if (!data) return <Text c="dimmed">{t('adminOps.loading')}</Text>;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {data.schoolName}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure
          label={t('adminOps.balance')}
          value={data.account.credits}
          testId="ledger-balance"
        />
        <Figure label={t('adminOps.provisional')} value={data.account.provisionalCredits} />
        <Figure label={t('adminOps.reserved')} value={data.account.reservedCredits} />
        <Figure label={t('adminOps.activations')} value={data.account.activationsAvailable} />
      </SimpleGrid>
      <form
        // The server's messages under the fields, not the browser's bubble (gone at a glance).
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          grant.mutate({ school: schoolId, amount: Number(amount), reason: reason.trim() });
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label={t('adminOps.grantAmount')}
            description={t('adminOps.grantHint')}
            allowDecimal={false}
            min={-10000}
            max={10000}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            w={180}
          />
          <TextInput
            label={t('adminOps.reason')}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" mt={{ base: 0, sm: 46 }} loading={grant.isPending}>
            {t('adminOps.grant')}
          </Button>
        </Group>
      </form>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminOps.when')}</Table.Th>
              <Table.Th>{t('adminOps.entry')}</Table.Th>
              <Table.Th ta="right">{t('adminOps.amount')}</Table.Th>
              <Table.Th>{t('adminOps.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatMoment(r.createdAt, lang)}</Table.Td>
                <Table.Td>
                  {r.kind} · {r.status}
                </Table.Td>
                <Table.Td ta="right" c={r.amount < 0 ? 'red' : undefined}>
                  {r.amount > 0 ? `+${r.amount}` : r.amount}
                </Table.Td>
                <Table.Td>{r.note || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
