import { Badge, Button, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { accountsQuery, OPS_KEY, signOutEverywhere } from '../api/operations';
import { useOpsAction } from '../hooks/use-ops-action';
import { PageTitle } from '../../../components/ui/page-title';

/** Find an account and sign it out everywhere: every session ends, every open tab is told. */
export function UsersPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [needle] = useDebouncedValue(text.trim(), 300);
  const accounts = useQuery(accountsQuery(needle));
  const signOut = useOpsAction(signOutEverywhere, { refresh: [[...OPS_KEY, 'users']] });
  const items = accounts.data?.items ?? [];
  const [asking, setAsking] = useState<{ id: number; name: string } | null>(null);
  return (
    <Stack gap="lg">
      <ConfirmDialog
        opened={asking !== null}
        title={t('adminOps.signOutTitle')}
        text={asking ? t('adminOps.signOutConfirm', { name: asking.name }) : ''}
        confirmLabel={t('adminOps.signOutEverywhere')}
        cancelLabel={t('adminOps.cancel')}
        danger
        busy={signOut.isPending}
        onConfirm={() => asking && signOut.mutate(asking.id, { onSettled: () => setAsking(null) })}
        onClose={() => setAsking(null)}
      />
      <PageTitle title={t('adminOps.usersTitle')} />
      <TextInput
        label={t('adminOps.findUser')}
        description={t('adminOps.findUserHint')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={420}
      />
      {needle && accounts.isSuccess && items.length === 0 && (
        <Text c="dimmed">{t('adminOps.noUsers')}</Text>
      )}
      {items.length > 0 && (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminOps.user')}</Table.Th>
                  <Table.Th>{t('adminOps.sessions')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      <Text fw={600}>{u.username}</Text>
                      <Text size="xs" c="dimmed">
                        {[u.fullName, u.email].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={u.liveSessions > 0 ? 'teal' : 'gray'}>
                        {u.liveSessions}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={u.liveSessions === 0}
                        loading={signOut.isPending && signOut.variables === u.id}
                        onClick={() => setAsking({ id: u.id, name: u.username })}
                      >
                        {t('adminOps.signOutEverywhere')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
