import {
  formatCreditorReference,
  purchaseOfReference,
  LEDGER_KINDS,
  type LedgerKind,
  type SectionCode,
  type StatementRowView,
} from '@kokpit/shared';
import {
  Button,
  Group,
  Modal,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';
import { receiptOf, statementCsv, statementQuery } from '../api/billing';
import { showPdf } from './open-pdf';
import { useEuros } from './price-lines';

/** The last twelve months, Athens time near enough for a filter: [from, to) of each. */
function recentMonths(now: Date): { value: string; from: number; to: number }[] {
  const months = [];
  for (let i = 0; i < 12; i++) {
    const from = new Date(now.getFullYear(), now.getMonth() - i, 1);
    const to = new Date(now.getFullYear(), now.getMonth() - i + 1, 1);
    months.push({ value: `${from.getFullYear()}-${from.getMonth() + 1}`, from: from.getTime(), to: to.getTime() }); // prettier-ignore
  }
  return months;
}

/** A ledger row in words (docs/BILLING.md "The ledger"). */
function useDescribe() {
  const { t } = useTranslation();
  const euros = useEuros();
  return (r: StatementRowView): string => {
    const student = r.student?.name ?? '—';
    const section: string = r.section ? t(`sections.${r.section as SectionCode}`) : '';
    const ref = r.reference ? formatCreditorReference(r.reference) : '';
    switch (`${r.kind}:${r.status}`) {
      case 'purchase:requested':
        return t('school.page.row.purchase', { n: r.amount, total: r.price ? euros(r.price.totalCents) : '—', ref }); // prettier-ignore
      case 'purchase:paid':
        return t('school.page.row.paid', { ref });
      case 'purchase:lapsed':
        return t('school.page.row.lapsed', { ref });
      case 'purchase:cancelled':
        return t('school.page.row.cancelled', { ref });
      case 'activation:reserved':
        return t('school.page.row.reserved', { student, section, by: r.by ?? '—' });
      case 'activation:charged':
        return t('school.page.row.charged', { student, section });
      case 'activation:released':
        return t('school.page.row.released', { student, section });
      case 'package:granted':
        return t('school.page.row.package', { n: r.amount, month: r.pool.replace('package:', '') });
      case 'opening:settled':
        return t('school.page.row.opening');
      default:
        return t('school.page.row.grant', { note: r.note || '—' });
    }
  };
}

/** The receipt of a paid purchase, downloaded (its row in the statement). */
function ReceiptButton({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const id = purchaseOfReference(reference);
  if (id === null) return null;
  const download = async () => {
    setBusy(true);
    try {
      showPdf((await receiptOf(id)).data, null);
    } catch (error) {
      notify({ message: describeError(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="compact-xs" variant="subtle" loading={busy} onClick={() => void download()}>
      {t('school.page.receipt')}
    </Button>
  );
}

/**
 * The statement of account (issue 31 item 4): every ledger row in words, newest first, with
 * the balance of credits after it; by month and by kind. Live: the push that moves the header
 * refreshes it (the `['school', 'credits']` keys).
 */
export function StatementDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const phone = useMediaQuery('(max-width: 36em)');
  const describe = useDescribe();
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState<string | null>(null);
  const [kind, setKind] = useState<LedgerKind | null>(null);
  const [page, setPage] = useState(1);
  const span = months.find((m) => m.value === month);
  const statement = useQuery({
    ...statementQuery({ from: span?.from, to: span?.to, kind: kind ?? undefined }, page),
    enabled: opened,
  });
  const data = statement.data;
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const filter = { from: span?.from, to: span?.to, kind: kind ?? undefined };
      showPdf((await statementCsv(filter)).data, null);
    } catch (error) {
      notify({ message: describeError(error), tone: 'error' });
    } finally {
      setExporting(false);
    }
  };
  const signed = (n: number) => (n > 0 ? `+${formatNumber(n, lang)}` : formatNumber(n, lang));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('school.page.statementTitle')}
      size="xl"
      radius="lg"
      fullScreen={phone}
    >
      <Stack gap="sm">
        <Text size="sm">{t('school.page.statementText')}</Text>
        <Group gap="sm" grow>
          <Select
            label={t('school.page.statementMonth')}
            placeholder={t('school.page.statementAll')}
            clearable
            data={months.map((m) => ({ value: m.value, label: formatDate(m.from, lang, 'dayMonth').replace(/^\d+\s*/, '') }))} // prettier-ignore
            value={month}
            onChange={(v) => {
              setMonth(v);
              setPage(1);
            }}
          />
          <Select
            label={t('school.page.statementKind')}
            placeholder={t('school.page.statementAll')}
            clearable
            data={LEDGER_KINDS.map((k) => ({ value: k, label: t(`school.page.kind.${k}`) }))}
            value={kind}
            onChange={(v) => {
              setKind(v as LedgerKind | null);
              setPage(1);
            }}
          />
        </Group>
        {!data ? (
          <Skeleton height={240} />
        ) : data.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('school.page.statementEmpty')}
          </Text>
        ) : phone ? (
          <Stack gap={0} data-testid="statement">
            {data.rows.map((r) => (
              <Stack
                key={r.id}
                gap={2}
                py={8}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
                data-testid="statement-row"
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {formatDate(r.at, lang, 'dayAndTime')}
                  </Text>
                  <Text
                    size="sm"
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {r.pool === 'credits' ? signed(r.amount) : t('school.page.packagePool')} →{' '}
                    <b>{formatNumber(r.balance, lang)}</b>
                  </Text>
                </Group>
                <Text size="sm">
                  {describe(r)}{' '}
                  {r.status === 'paid' && r.reference && <ReceiptButton reference={r.reference} />}
                </Text>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table fz="sm" verticalSpacing={6} striped data-testid="statement">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('school.page.requestedOn')}</Table.Th>
                  <Table.Th>{t('school.page.statementWhat')}</Table.Th>
                  <Table.Th ta="right">{t('school.page.credits')}</Table.Th>
                  <Table.Th ta="right">{t('school.page.statementBalance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((r) => (
                  <Table.Tr key={r.id} data-testid="statement-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(r.at, lang, 'dayAndTime')}
                    </Table.Td>
                    <Table.Td>
                      {describe(r)}{' '}
                      {r.status === 'paid' && r.reference && (
                        <ReceiptButton reference={r.reference} />
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {r.pool === 'credits' ? signed(r.amount) : t('school.page.packagePool')}
                    </Table.Td>
                    <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatNumber(r.balance, lang)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" gap="sm">
          {data && data.pages > 1 ? (
            <Pagination total={data.pages} value={data.page} onChange={setPage} size="sm" />
          ) : (
            <span />
          )}
          <Button
            size="xs"
            variant="light"
            loading={exporting}
            disabled={!data || data.rows.length === 0}
            onClick={() => void exportCsv()}
          >
            {t('school.page.statementCsv')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
