import { ActionIcon, Button, Group, Popover, Select, Stack, TextInput } from '@mantine/core';
import type { AdminQuery } from '@kokpit/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';
import { deleteView, saveView, viewsQuery } from '../api/admin';

/** The operator's saved views of this table: open one, save the current list under a name. */
export function SavedViews({
  table,
  query,
  onOpen,
}: {
  table: string;
  query: AdminQuery;
  onOpen: (q: Omit<AdminQuery, 'table'>) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const views = useQuery(viewsQuery(table));
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [open, setOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: viewsQuery(table).queryKey });
  const save = useMutation({
    mutationFn: () => saveView(name, query),
    onSuccess: (r) => {
      void refresh();
      setChosen(String(r.data.id));
      setOpen(false);
      notify({ message: r.message, tone: 'success' });
    },
    onError: (e) => notify({ message: describeError(e), tone: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteView(id),
    onSuccess: () => {
      setChosen(null);
      void refresh();
    },
    onError: (e) => notify({ message: describeError(e), tone: 'error' }),
  });
  const list = views.data?.views ?? [];
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('admin.views.title')}
        placeholder={list.length ? t('admin.views.choose') : t('admin.views.none')}
        data={list.map((v) => ({ value: String(v.id), label: v.name }))}
        value={chosen}
        w={200}
        onChange={(id) => {
          setChosen(id);
          const v = list.find((x) => String(x.id) === id);
          if (v) onOpen({ filters: v.query.filters, search: v.query.search, sort: v.query.sort });
        }}
      />
      {chosen && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('admin.views.delete')}
          onClick={() => remove.mutate(Number(chosen))}
        >
          ×
        </ActionIcon>
      )}
      <Popover opened={open} onChange={setOpen} position="bottom-end" withArrow trapFocus>
        <Popover.Target>
          <Button variant="default" onClick={() => setOpen((o) => !o)}>
            {t('admin.views.save')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate();
            }}
          >
            <Stack gap="xs">
              <TextInput
                label={t('admin.views.name')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                required
                maxLength={80}
              />
              <Button type="submit" size="xs" loading={save.isPending}>
                {t('admin.views.save')}
              </Button>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
