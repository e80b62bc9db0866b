import { SECTION_CODES, type AnnouncementView, type SectionCode } from '@kokpit/shared';
import {
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { announcementsQuery, MESSAGES_KEY, sendAnnouncement } from '../api/messages';

/** A client id for an announcement (kept while the dialog is open: a second click resends it). */
const newClientId = () => `announce-${crypto.randomUUID()}`;

/** Writing an announcement: to whom (a section or every active student) and what. */
function AnnounceDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [section, setSection] = useState<SectionCode | ''>('');
  const [text, setText] = useState('');
  const [clientId, setClientId] = useState(newClientId);
  const send = useMutation({
    mutationFn: () => sendAnnouncement({ clientId, text, ...(section ? { section } : {}) }),
    onSuccess: (envelope) => {
      notify({ message: envelope.message, fallbackKey: 'messages.announceSent', tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      setText('');
      setClientId(newClientId());
      onClose();
    },
    onError: (error) => notify({ message: describeError(error), tone: 'error' }),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('messages.announceTitle')}
      centered
      radius="lg"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={t('messages.announceTo')}
            value={section}
            onChange={(e) => setSection(e.currentTarget.value as SectionCode | '')}
            data={[
              { value: '', label: t('messages.announceAll') },
              ...SECTION_CODES.map((code) => ({
                value: code,
                label: t('messages.announceSection', { section: t(`sections.${code}`) }),
              })),
            ]}
          />
          <Textarea
            label={t('messages.announceText')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={2000}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('school.page.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={text.trim() === ''}>
              {t('messages.announceSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function AnnouncementItem({ a }: { a: AnnouncementView }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const to = a.section
    ? t('messages.announceSection', { section: t(`sections.${a.section as SectionCode}`) })
    : t('messages.announceAll');
  return (
    <li data-testid="announcement">
      <Text size="xs" c="dimmed">
        {formatDate(a.createdAt, lang, 'dayMonth')} · {to} · {a.authorName}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {a.text}
      </Text>
      <UnstyledButton
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        data-testid="announcement-read"
      >
        <Text size="xs" fw={700} c="blue.8">
          {t('messages.announceRead', { read: a.read, total: a.recipients })}
        </Text>
      </UnstyledButton>
      {open && (
        <Stack component="ul" gap={0} p={0} m={0} mt={4} style={{ listStyle: 'none' }}>
          {a.readers.map((r) => (
            <Text component="li" size="xs" key={r.studentId}>
              {r.readAt ? '✓ ' : '○ '}
              {r.name}
              {r.readAt ? ` · ${formatDate(r.readAt, lang, 'dayMonth')}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </li>
  );
}

/** The school's announcements: write one, and see who read each (issue 33). */
export function AnnouncementsCard() {
  const { t } = useTranslation();
  const list = useQuery(announcementsQuery());
  const [writing, setWriting] = useState(false);
  const items = list.data?.announcements ?? [];
  return (
    <Card withBorder radius="lg" padding="sm" data-testid="announcements">
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Title order={2} size="h4">
          {t('messages.announcements')}
        </Title>
        <Button size="xs" onClick={() => setWriting(true)}>
          {t('messages.announceNew')}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('messages.announcementsEmpty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.slice(0, 5).map((a) => (
            <AnnouncementItem key={a.id} a={a} />
          ))}
        </Stack>
      )}
      <AnnounceDialog opened={writing} onClose={() => setWriting(false)} />
    </Card>
  );
}
