import { teamInvitePayload, type TeamMemberView } from '@kokpit/shared';
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { formatDate } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { inviteTeacher, removeTeacher, TEAM_KEY, teamQuery } from '../api/editor';
import { validateWith } from '../hooks/use-editor-form';

function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const invite = useMutation({
    mutationFn: inviteTeacher,
    onSuccess: (envelope) => {
      queryClient.setQueryData(TEAM_KEY, envelope.data);
      notify({ message: envelope.message, fallbackKey: 'school.page.done', tone: 'success' });
      setEmail('');
      onClose();
    },
    onError: (e) => setError(fieldErrorsOf(e).email ?? describeError(e)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWith(teamInvitePayload, { email }, lang).email;
    setError(found);
    if (!found) invite.mutate(email);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('school.editor.inviteTitle')} radius="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('school.editor.inviteText')}
          </Text>
          <TextInput
            label={t('school.editor.email')}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('school.editor.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('school.editor.inviteSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RemoveDialog({ member, onClose }: { member: TeamMemberView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeTeacher,
    onSuccess: (envelope) => {
      queryClient.setQueryData(TEAM_KEY, envelope.data);
      notify({ message: envelope.message, fallbackKey: 'school.page.done', tone: 'success' });
      onClose();
    },
    onError: (e) => notify({ message: describeError(e), tone: 'error' }),
  });
  return (
    <Modal opened={member !== null} onClose={onClose} title={t('school.editor.remove')} radius="lg">
      <Stack gap="md">
        <Text>
          {t('school.editor.removeConfirm', { name: member?.name || member?.username || '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('school.editor.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => member && remove.mutate(member.userId)}
          >
            {t('school.editor.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Teachers tab (a manager's): the school's members, open invitations, invite and remove. */
export function EditorTeamTab() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const team = useQuery(teamQuery());
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMemberView | null>(null);
  if (!team.data) return <Skeleton height={200} />;
  const { members, invites } = team.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t('school.editor.teamIntro')}
        </Text>
        <Button onClick={() => setInviting(true)}>{t('school.editor.invite')}</Button>
      </Group>
      <Title order={3} fz="md">
        {t('school.editor.members')}
      </Title>
      <Stack gap="xs" data-testid="team-members">
        {members.map((m) => (
          <Paper key={m.userId} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{m.name || m.username}</Text>
                  <Badge variant="light" color={m.role === 'manager' ? 'blue' : 'teal'}>
                    {m.role === 'manager'
                      ? t('school.editor.roleManager')
                      : t('school.editor.roleTeacher')}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {m.email} · {t('school.editor.since', { date: formatDate(m.since, lang) })}
                </Text>
              </div>
              {m.role === 'teacher' && (
                <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(m)}>
                  {t('school.editor.remove')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {invites.length > 0 && (
        <>
          <Title order={3} fz="md">
            {t('school.editor.pendingInvites')}
          </Title>
          <Table>
            <Table.Tbody>
              {invites.map((i) => (
                <Table.Tr key={`${i.email}-${i.createdAt}`}>
                  <Table.Td>{i.email}</Table.Td>
                  <Table.Td c="dimmed" ta="right">
                    {t('school.editor.expires', { date: formatDate(i.expiresAt, lang) })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
      <RemoveDialog member={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
