import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { awaitingPaymentQuery, CREDITS_KEY, markPaid } from '../api/operations';
import { useOpsAction } from '../hooks/use-ops-action';
import { formatMoment } from './format';
import { SchoolLedger } from './school-ledger';
import { StatementImport } from './statement-import';
import { PageTitle } from '../../../components/ui/page-title';

/**
 * Credits (docs/BILLING.md): purchases awaiting payment, each marked paid when the money
 * arrives (the school's header follows at once); a school's ledger with manual grants.
 */
export function CreditsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const awaiting = useQuery(awaitingPaymentQuery());
  const [school, setSchool] = useState<number | string>('');
  const pay = useOpsAction(markPaid, { refresh: [CREDITS_KEY] });
  const items = awaiting.data?.items ?? [];
  const schoolId = Number(school) || 0;
  return (
    <Stack gap="xl">
      <PageTitle title={t('adminOps.creditsTitle')} />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminOps.awaitingTitle')}
        </Title>
        {awaiting.isSuccess && items.length === 0 && (
          <Text c="dimmed">{t('adminOps.noneAwaiting')}</Text>
        )}
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminOps.school')}</Table.Th>
                  <Table.Th ta="right">{t('adminOps.amount')}</Table.Th>
                  <Table.Th>{t('adminOps.paymentInfo')}</Table.Th>
                  <Table.Th>{t('adminOps.lapses')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((p) => (
                  <Table.Tr key={p.id} data-testid="awaiting-payment">
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => setSchool(p.schoolId)}
                      >
                        {p.schoolName}
                      </Button>
                    </Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {p.amount}
                    </Table.Td>
                    <Table.Td>{p.paymentInfo || '—'}</Table.Td>
                    <Table.Td>{p.expiresAt ? formatMoment(p.expiresAt, lang) : '—'}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        color="teal"
                        loading={pay.isPending && pay.variables === p.id}
                        onClick={() => pay.mutate(p.id)}
                      >
                        {t('adminOps.markPaid')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <StatementImport />
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t('adminOps.schoolId')}
              min={1}
              allowDecimal={false}
              value={school}
              onChange={setSchool}
              w={180}
            />
          </Group>
          {schoolId > 0 ? (
            <SchoolLedger schoolId={schoolId} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('adminOps.pickSchool')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
