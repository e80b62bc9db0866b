import type { PaymentsImportView, STATEMENT_FORMATS } from '@kokpit/shared';
import {
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { CREDITS_KEY, importPayments } from '../api/operations';
import { useOpsAction } from '../hooks/use-ops-action';

type Format = (typeof STATEMENT_FORMATS)[number];

const OUTCOME_COLOR = { paid: 'teal', seen: 'gray', amount: 'orange', lapsed: 'orange', closed: 'gray', unmatched: 'red' } as const; // prettier-ignore

/**
 * A bank statement imported (docs/BILLING.md "Reconciling"): a Greek bank's CSV export or a
 * camt.053 file; each credit line and what became of it (paid, seen before, left to the
 * operator).
 */
export function StatementImport() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [format, setFormat] = useState<Format>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<PaymentsImportView | null>(null);
  const run = useOpsAction(importPayments, { refresh: [CREDITS_KEY], onDone: setResult });
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminOps.importTitle')}
        </Title>
        <Text size="sm">{t('adminOps.importText')}</Text>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('adminOps.importFormat')}
            data={[
              { value: 'csv', label: 'CSV' },
              { value: 'camt053', label: 'camt.053 (XML)' },
            ]}
            value={format}
            onChange={(v) => setFormat((v as Format | null) ?? 'csv')}
            allowDeselect={false}
            w={180}
          />
          <FileInput
            label={t('adminOps.importFile')}
            accept=".csv,.txt,.xml"
            value={file}
            onChange={setFile}
            w={260}
          />
          <Button
            disabled={!file}
            loading={run.isPending}
            onClick={() => void file?.text().then((content) => run.mutate({ format, content }))}
          >
            {t('adminOps.importRun')}
          </Button>
        </Group>
        {result && (
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="xs" striped data-testid="import-result">
              <Table.Tbody>
                {result.lines.map((l, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{l.bookedOn}</Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {formatEuros(l.amountCents / 100, lang)}
                    </Table.Td>
                    <Table.Td>{l.description}</Table.Td>
                    <Table.Td>{l.schoolName ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={OUTCOME_COLOR[l.outcome]} variant="light">
                        {t(`adminOps.outcome.${l.outcome}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
