import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { isLanguage, type ContactMessageView } from '@kokpit/shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { formatMoment } from './format';

/** A reply in the operator's mail program, to the sender, on the same subject. */
function replyLink(m: ContactMessageView): string {
  const subject = `Re: ${m.subject || 'Kokpit'}`;
  const to = encodeURIComponent(m.email).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

/**
 * One message of the inbox: subject, sender, language, date and the first lines; opened, the
 * whole text as typed, the sender's account, a reply by e-mail and the handled switch.
 */
export function ContactMessageCard({
  message: m,
  opened,
  onToggle,
  busy,
  onHandle,
}: {
  message: ContactMessageView;
  opened: boolean;
  onToggle: () => void;
  /** This message's mark or reopen is on its way. */
  busy: boolean;
  onHandle: (handled: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const handled = m.handledAt !== null;
  const bodyId = `contact-message-${m.id}`;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="contact-message">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Anchor
            component="button"
            type="button"
            onClick={onToggle}
            aria-expanded={opened}
            aria-controls={opened ? bodyId : undefined}
            fw={700}
            fz="lg"
            style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
          >
            {m.subject || t('adminOps.contactNoSubject')}
          </Anchor>
          <Group gap={6}>
            <Badge variant="outline" color="gray">
              {isLanguage(m.lang) ? t(`language.names.${m.lang}`) : m.lang}
            </Badge>
            <Badge variant="light" color={handled ? 'gray' : 'orange'}>
              {t(handled ? 'adminOps.contactStatus_handled' : 'adminOps.contactStatus_open')}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {m.name} · {m.email}
        </Text>
        <Text size="xs" c="dimmed">
          {formatMoment(m.createdAt, lang)}
          {handled &&
            ` · ${t('adminOps.contactHandledOn', { when: formatMoment(m.handledAt!, lang) })}`}
        </Text>
        {!opened && (
          // The subject is the button; the excerpt opens the message too, for the mouse.
          <Text size="sm" c="dimmed" lineClamp={2} onClick={onToggle} style={{ cursor: 'pointer' }}>
            {m.text}
          </Text>
        )}
        {opened && (
          <Stack gap="sm" id={bodyId}>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Text>
            <Text size="sm" c="dimmed">
              {m.userId !== null ? (
                <>
                  {t('adminOps.contactAccount')}:{' '}
                  <Anchor component={Link} to={paths.adminRecord(lang, 'users', { id: m.userId })}>
                    {m.username ?? `#${m.userId}`}
                  </Anchor>
                </>
              ) : (
                t('adminOps.contactVisitor')
              )}
            </Text>
            <Group gap="sm">
              <Button component="a" href={replyLink(m)} variant="light">
                {t('adminOps.contactReply')}
              </Button>
              {handled ? (
                <Button variant="default" loading={busy} onClick={() => onHandle(false)}>
                  {t('adminOps.contactReopen')}
                </Button>
              ) : (
                <Button color="teal" loading={busy} onClick={() => onHandle(true)}>
                  {t('adminOps.contactMarkHandled')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
