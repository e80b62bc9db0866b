import {
  Alert,
  Badge,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CONTACT_INBOX_TABS, type ContactInboxTab } from '@kokpit/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';
import { describeError } from '../../../lib/describe-error';
import { CONTACT_KEY, contactInboxQuery, handleContact } from '../api/operations';
import { useOpsAction } from '../hooks/use-ops-action';
import { ContactMessageCard } from './contact-message-card';

const PAGE_SIZE = 20;

/**
 * The contact form's inbox: open messages first, newest first. Each is read here, answered by
 * e-mail from the operator's own mail program and marked handled (or reopened; the audit
 * screen can undo either).
 */
export function ContactInboxPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ContactInboxTab>('open');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const inbox = useQuery(contactInboxQuery({ tab, search, page, pageSize: PAGE_SIZE }));
  const data = inbox.data;
  const items = data?.items ?? [];
  const handle = useOpsAction(handleContact, {
    refresh: [CONTACT_KEY],
    // The last message of a later page left the tab: show the page before, not an empty one.
    onDone: () => {
      if (tab !== 'all' && items.length === 1 && page > 1) setPage(page - 1);
    },
  });
  const pages = Math.ceil((data?.total ?? 0) / PAGE_SIZE);
  const showTab = (value: string) => {
    setTab(value as ContactInboxTab);
    setPage(1);
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PageTitle title={t('adminOps.contactTitle')} text={t('adminOps.contactText')} />
        {data && (
          <Badge
            size="lg"
            variant="light"
            color={data.open > 0 ? 'orange' : 'teal'}
            data-testid="contact-open-count"
          >
            {t('adminOps.contactOpen', { count: data.open })}
          </Badge>
        )}
      </Stack>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SegmentedControl
          value={tab}
          onChange={showTab}
          data={CONTACT_INBOX_TABS.map((value) => ({
            value,
            label: t(`adminOps.contactTab_${value}`),
          }))}
        />
        <TextInput
          label={t('adminOps.contactSearch')}
          placeholder={t('adminOps.contactSearchHint')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {inbox.isPending && <Loader size="sm" aria-label={t('adminOps.loading')} />}
      {inbox.isError && !data && (
        <Alert color="red" role="alert">
          {describeError(inbox.error)}
        </Alert>
      )}
      {data && items.length === 0 && (
        <Text c="dimmed">
          {search ? t('adminOps.contactNoMatch') : t(`adminOps.contactNone_${tab}`)}
        </Text>
      )}
      <Stack gap="sm" maw={960}>
        {items.map((m) => (
          <ContactMessageCard
            key={m.id}
            message={m}
            opened={openedId === m.id}
            onToggle={() => setOpenedId(openedId === m.id ? null : m.id)}
            busy={handle.isPending && handle.variables?.message === m.id}
            onHandle={(handled) => handle.mutate({ message: m.id, handled })}
          />
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          siblings={1}
          aria-label={t('adminOps.contactPages')}
        />
      )}
    </Stack>
  );
}
