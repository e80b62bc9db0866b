import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import type { AdminDeletePlanView, AdminKey, AdminTableView } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { formatCount } from '../../../lib/i18n/format-count';
import { useLanguage } from '../../../lib/i18n/use-language';
import { deletePlanQuery, tablesQuery } from '../api/admin';

/**
 * Deleting a record, after saying what its schema's ON DELETE rules would do: the records that
 * go with it, those that only lose their link, or the ones that forbid it (then there is no
 * delete button, only the tables to clear first).
 */
export function DeleteDialog({
  table,
  recordKey,
  opened,
  busy,
  onClose,
  onConfirm,
}: {
  table: AdminTableView;
  recordKey: AdminKey;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  /** `cascade`: the plan takes other records along (or empties their link). */
  onConfirm: (cascade: boolean) => void;
}) {
  const { t } = useTranslation();
  const plan = useQuery({ ...deletePlanQuery(table.name, recordKey), enabled: opened });
  const p = plan.data;
  const blocked = !!p && (p.blockedBy.length > 0 || p.tooBig);
  const along = !!p && (p.cascades.length > 0 || p.unlinks.length > 0);
  return (
    <Modal opened={opened} onClose={onClose} title={t('admin.remove.title')} centered radius="lg">
      <Stack gap="md" data-testid="delete-dialog">
        {plan.isPending && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('admin.remove.checking')}</Text>
          </Group>
        )}
        {plan.isError && (
          <Alert color="red" role="alert">
            {describeError(plan.error)}
          </Alert>
        )}
        {p && <PlanText plan={p} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {blocked ? t('admin.remove.close') : t('admin.remove.cancel')}
          </Button>
          {p && !blocked && (
            <Button color="red" loading={busy} onClick={() => onConfirm(along)} data-autofocus>
              {along ? t('admin.remove.confirmAll') : t('admin.remove.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function PlanText({ plan: p }: { plan: AdminDeletePlanView }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const tables = useQuery(tablesQuery());
  const label = (name: string) =>
    tables.data?.tables.find((tb) => tb.name === name)?.labels[lang] ?? name;
  const n = (count: number) => formatCount(count, lang);
  if (p.blockedBy.length > 0) {
    return (
      <Stack gap="xs">
        <Text>{t('admin.remove.blocked')}</Text>
        <List data-testid="delete-blocked">
          {p.blockedBy.map((b) => (
            <List.Item key={`${b.table}-${b.via ?? ''}`}>
              {label(b.table)}: {n(b.count)}
              {b.via && <> ({t('admin.remove.via', { table: label(b.via) })})</>}
            </List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  if (p.tooBig) return <Text>{t('admin.remove.tooBig', { max: p.max })}</Text>;
  if (p.cascades.length === 0 && p.unlinks.length === 0) {
    return <Text>{t('admin.remove.plain')}</Text>;
  }
  return (
    <Stack gap="xs">
      {p.cascades.length > 0 && (
        <>
          <Text>{t('admin.remove.cascades')}</Text>
          <List data-testid="delete-cascades">
            {p.cascades.map((c) => (
              <List.Item key={c.table}>
                {label(c.table)}: {n(c.count)}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {p.unlinks.length > 0 && (
        <>
          <Text>{t('admin.remove.unlinks')}</Text>
          <List data-testid="delete-unlinks">
            {p.unlinks.map((u) => (
              <List.Item key={`${u.table}-${u.column}`}>
                {label(u.table)} ({t('admin.remove.column', { column: u.column })}): {n(u.count)}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="sm" c="dimmed">
        {t('admin.remove.undo')}
      </Text>
    </Stack>
  );
}
