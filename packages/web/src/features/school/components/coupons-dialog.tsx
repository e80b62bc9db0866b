import { COUPON_STATES, SECTION_CODES, type CouponState, type SectionCode } from '@kokpit/shared';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import {
  ACCOUNT_KEY,
  COUPONS_KEY,
  couponsQuery,
  freeCoupons,
  printCoupons,
  reserveCoupons,
} from '../api/billing';
import { useSchoolAction } from '../hooks/use-school-action';
import { formatDay } from './format';
import { openPdfWindow, showPdf } from './open-pdf';

interface CouponsDialogProps {
  opened: boolean;
  onClose: () => void;
}

const STATE_COLOR: Record<CouponState, string> = {
  free: 'gray.7',
  reserved: 'blue.9',
  used: 'teal.9',
};

/** The school's coupons (SPEC §2 coupon printing): filter, reserve a batch, print, free. */
export function CouponsDialog({ opened, onClose }: CouponsDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const phone = useMediaQuery('(max-width: 48em)');
  const sectionOf = (code: string | null) =>
    code && SECTION_CODES.includes(code as SectionCode)
      ? t(`sections.${code as SectionCode}`)
      : t('school.page.anySection');
  const dayOf = (c: { usedAt: number | null; reservedAt: number | null; createdAt: number }) =>
    formatDay(c.usedAt ?? c.reservedAt ?? c.createdAt, lang);
  const [state, setState] = useState<CouponState | 'all'>('reserved');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [count, setCount] = useState<number | string>(20);
  const [section, setSection] = useState<SectionCode | ''>('car');
  const list = useQuery({
    ...couponsQuery(state === 'all' ? undefined : state, page),
    enabled: opened,
  });
  const refresh = [ACCOUNT_KEY, COUPONS_KEY];
  const reserve = useSchoolAction(reserveCoupons, {
    refresh,
    onDone: (data) => {
      setState('reserved');
      setPage(1);
      setSelected(data.coupons.map((c) => c.id));
    },
  });
  const free = useSchoolAction(freeCoupons, { refresh, onDone: () => setSelected([]) });
  const [printing, setPrinting] = useState(false);

  const print = async () => {
    const target = openPdfWindow();
    setPrinting(true);
    try {
      const reply = await printCoupons(selected, lang);
      showPdf(reply.data, target);
    } catch (error) {
      target?.close();
      notify({ message: describeError(error), tone: 'error' });
    } finally {
      setPrinting(false);
    }
  };

  const data = list.data;
  const filters = [
    { value: 'all', label: t('school.page.couponAll') },
    ...COUPON_STATES.map((s) => ({
      value: s,
      label: `${t(`school.page.couponState.${s}`)}${data ? ` (${data.counts[s]})` : ''}`,
    })),
  ];
  const filter = (value: string) => {
    setState(value as CouponState | 'all');
    setPage(1);
  };
  const items = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const pageIds = items.filter((c) => c.state === 'reserved').map((c) => c.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('school.page.couponsTitle')}
      size="xl"
      radius="lg"
      fullScreen={phone}
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              reserve.mutate({ count: Number(count), section: section || undefined });
            }}
          >
            <Title order={3} size="h5" mb={4}>
              {t('school.page.reserveTitle')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('school.page.reserveText')}
            </Text>
            <Group align="flex-end" gap="sm">
              <NumberInput
                label={t('school.page.reserveCount')}
                min={1}
                max={100}
                allowDecimal={false}
                value={count}
                onChange={setCount}
                w={140}
              />
              <NativeSelect
                label={t('school.page.section')}
                data={[
                  { value: '', label: t('school.page.anySection') },
                  ...SECTION_CODES.map((c) => ({ value: c, label: t(`sections.${c}`) })),
                ]}
                value={section}
                onChange={(e) => setSection(e.currentTarget.value as SectionCode | '')}
              />
              <Button type="submit" loading={reserve.isPending}>
                {t('school.page.reserve')}
              </Button>
            </Group>
          </form>
        </Paper>

        <Stack gap="sm">
          {phone ? (
            <NativeSelect
              label={t('school.page.couponFilter')}
              value={state}
              onChange={(e) => filter(e.currentTarget.value)}
              data={filters}
            />
          ) : (
            <SegmentedControl
              value={state}
              onChange={filter}
              aria-label={t('school.page.couponFilter')}
              data={filters}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          <Group gap="sm">
            <Button
              variant="light"
              disabled={selected.length === 0}
              loading={printing}
              onClick={() => void print()}
            >
              {t('school.page.printSelected', { n: selected.length })}
            </Button>
            <Button
              variant="default"
              disabled={selected.length === 0}
              loading={free.isPending}
              onClick={() => free.mutate(selected)}
            >
              {t('school.page.freeSelected', { n: selected.length })}
            </Button>
          </Group>
          {!data ? (
            <Skeleton height={200} />
          ) : items.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t('school.page.noCoupons')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={phone ? 0 : 520}>
              <Table fz="sm" verticalSpacing="xs" data-testid="coupon-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('school.page.selectPage')}
                        checked={allOnPage}
                        disabled={pageIds.length === 0}
                        onChange={() =>
                          setSelected((s) =>
                            allOnPage
                              ? s.filter((id) => !pageIds.includes(id))
                              : [...new Set([...s, ...pageIds])],
                          )
                        }
                      />
                    </Table.Th>
                    <Table.Th>{t('school.page.couponCode')}</Table.Th>
                    <Table.Th>{t('school.page.couponStateLabel')}</Table.Th>
                    {/* On a phone the three go under the code: the dialog is never cut. */}
                    {!phone && (
                      <>
                        <Table.Th>{t('school.page.section')}</Table.Th>
                        <Table.Th>{t('school.page.couponStudent')}</Table.Th>
                        <Table.Th>{t('school.page.couponDate')}</Table.Th>
                      </>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={c.code}
                          checked={selected.includes(c.id)}
                          disabled={c.state !== 'reserved'}
                          onChange={() => toggle(c.id)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text ff="monospace" fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {c.code}
                        </Text>
                        {phone && (
                          <Text size="xs" c="dimmed">
                            {[sectionOf(c.section), c.student?.fullName, dayOf(c)]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge size="sm" autoContrast color={STATE_COLOR[c.state]}>
                          {t(`school.page.couponBadge.${c.state}`)}
                        </Badge>
                      </Table.Td>
                      {!phone && (
                        <>
                          <Table.Td>{sectionOf(c.section)}</Table.Td>
                          <Table.Td>{c.student?.fullName ?? '—'}</Table.Td>
                          <Table.Td>{dayOf(c)}</Table.Td>
                        </>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
        </Stack>
      </Stack>
    </Modal>
  );
}
