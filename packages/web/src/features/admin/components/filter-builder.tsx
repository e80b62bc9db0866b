import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { AdminColumnView, AdminFilter, AdminFilterOp, AdminTableView } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { optionsQuery } from '../api/admin';

/** The conditions a column offers, by its kind (issue 20 item 3). */
export function opsFor(c: AdminColumnView): AdminFilterOp[] {
  // A coded value is picked among its labelled choices.
  if (c.choices) return c.nullable ? ['oneOf', 'null', 'notNull'] : ['oneOf'];
  const ops: AdminFilterOp[] = [];
  if (c.kind === 'text' || c.kind === 'json') ops.push('contains', 'equals');
  if (c.kind === 'number' || c.kind === 'date') ops.push('equals', 'range');
  if (c.kind === 'boolean') ops.push('is');
  if (c.references || c.kind === 'text' || c.kind === 'number') ops.push('oneOf');
  if (c.nullable) ops.push('null', 'notNull');
  return ops;
}

function blank(c: AdminColumnView, op: AdminFilterOp): AdminFilter {
  switch (op) {
    case 'contains':
    case 'equals':
      return { column: c.name, op, value: '' };
    case 'range':
      return { column: c.name, op, min: null, max: null };
    case 'is':
      return { column: c.name, op, value: true };
    case 'oneOf':
      return { column: c.name, op, values: [] as unknown as [string] };
    default:
      return { column: c.name, op };
  }
}

interface FilterBuilderProps {
  table: AdminTableView;
  filters: AdminFilter[];
  onApply: (filters: AdminFilter[]) => void;
}

/** Filters on any columns, combined with AND; applied together. */
export function FilterBuilder({ table, filters, onApply }: FilterBuilderProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [draft, setDraft] = useState<AdminFilter[]>(filters);
  const columns = table.columns.filter((c) => c.kind !== 'blob');
  const set = (i: number, f: AdminFilter) => setDraft(draft.map((d, j) => (j === i ? f : d)));
  const first = columns[0];
  const complete = (f: AdminFilter) =>
    f.op === 'oneOf'
      ? f.values.length > 0
      : f.op === 'contains' || f.op === 'equals'
        ? String(f.value) !== ''
        : true;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('admin.filters.title')}</Text>
          <Text size="xs" c="dimmed">
            {t('admin.filters.all')}
          </Text>
        </Group>
        {draft.map((f, i) => {
          const c = columns.find((x) => x.name === f.column) ?? first!;
          return (
            <Group key={i} gap="xs" align="flex-end" wrap="wrap">
              <Select
                size="xs"
                w={180}
                label={t('admin.filters.column')}
                data={columns.map((x) => ({ value: x.name, label: x.labels[lang] }))}
                value={f.column}
                allowDeselect={false}
                searchable
                onChange={(v) => {
                  const nc = columns.find((x) => x.name === v) ?? c;
                  set(i, blank(nc, opsFor(nc)[0]!));
                }}
              />
              <Select
                size="xs"
                w={140}
                label={t('admin.filters.op')}
                data={opsFor(c).map((op) => ({ value: op, label: t(`admin.filters.ops.${op}`) }))}
                value={f.op}
                allowDeselect={false}
                onChange={(v) => set(i, blank(c, v as AdminFilterOp))}
              />
              <FilterValue column={c} filter={f} onChange={(nf) => set(i, nf)} />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('admin.filters.remove')}
                onClick={() => setDraft(draft.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
        <Group gap="xs">
          {first && (
            <Button
              size="xs"
              variant="light"
              onClick={() => setDraft([...draft, blank(first, opsFor(first)[0]!)])}
            >
              {t('admin.filters.add')}
            </Button>
          )}
          <Button size="xs" onClick={() => onApply(draft.filter(complete))}>
            {t('admin.filters.apply')}
          </Button>
          {draft.length > 0 && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                setDraft([]);
                onApply([]);
              }}
            >
              {t('admin.filters.clear')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function toMs(text: string): number | null {
  if (!text) return null;
  const ms = new Date(text).getTime();
  return Number.isFinite(ms) ? ms : null;
}

function fromMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function FilterValue({
  column,
  filter,
  onChange,
}: {
  column: AdminColumnView;
  filter: AdminFilter;
  onChange: (f: AdminFilter) => void;
}) {
  const { t } = useTranslation();
  switch (filter.op) {
    case 'contains':
    case 'equals':
      return (
        <TextInput
          size="xs"
          w={180}
          label={t('admin.filters.value')}
          value={String(filter.value)}
          onChange={(e) => onChange({ ...filter, value: e.currentTarget.value })}
        />
      );
    case 'range':
      if (column.kind === 'date') {
        return (
          <>
            <TextInput
              size="xs"
              type="datetime-local"
              label={t('admin.filters.from')}
              value={fromMs(filter.min)}
              onChange={(e) => onChange({ ...filter, min: toMs(e.currentTarget.value) })}
            />
            <TextInput
              size="xs"
              type="datetime-local"
              label={t('admin.filters.to')}
              value={fromMs(filter.max)}
              onChange={(e) => onChange({ ...filter, max: toMs(e.currentTarget.value) })}
            />
          </>
        );
      }
      return (
        <>
          <NumberInput
            size="xs"
            w={110}
            label={t('admin.filters.from')}
            value={filter.min ?? ''}
            onChange={(v) => onChange({ ...filter, min: typeof v === 'number' ? v : null })}
          />
          <NumberInput
            size="xs"
            w={110}
            label={t('admin.filters.to')}
            value={filter.max ?? ''}
            onChange={(v) => onChange({ ...filter, max: typeof v === 'number' ? v : null })}
          />
        </>
      );
    case 'is':
      return (
        <Select
          size="xs"
          w={100}
          label={t('admin.filters.value')}
          data={[
            { value: 'yes', label: t('admin.list.yes') },
            { value: 'no', label: t('admin.list.no') },
          ]}
          value={filter.value ? 'yes' : 'no'}
          allowDeselect={false}
          onChange={(v) => onChange({ ...filter, value: v === 'yes' })}
        />
      );
    case 'oneOf':
      return <OneOfValue column={column} filter={filter} onChange={onChange} />;
    default:
      return null;
  }
}

/** One-of: records of the referenced table searched by label, or free values otherwise. */
function OneOfValue({
  column,
  filter,
  onChange,
}: {
  column: AdminColumnView;
  filter: Extract<AdminFilter, { op: 'oneOf' }>;
  onChange: (f: AdminFilter) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const target = column.choices ? undefined : column.references?.table;
  const options = useQuery({ ...optionsQuery(target ?? '', search), enabled: !!target });
  const chosen = filter.values.map(String);
  const numeric = column.kind === 'number' || column.kind === 'date';
  if (column.choices) {
    return (
      <MultiSelect
        size="xs"
        w={240}
        label={t('admin.filters.value')}
        data={column.choices.map((c) => ({ value: String(c.value), label: c.labels[lang] }))}
        value={chosen}
        searchable
        onChange={(values) =>
          onChange({
            ...filter,
            values: values.map((v) => (numeric ? Number(v) : v)) as typeof filter.values,
          })
        }
      />
    );
  }
  const data = [
    ...chosen.map((v) => ({ value: v, label: v })),
    ...(options.data?.options ?? [])
      .filter((o) => !chosen.includes(String(o.value)))
      .map((o) => ({ value: String(o.value), label: `${o.label} (#${o.value})` })),
  ];
  return (
    <MultiSelect
      size="xs"
      w={240}
      label={t('admin.filters.value')}
      placeholder={t('admin.filters.oneOfHint')}
      data={data}
      value={chosen}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(values) =>
        onChange({
          ...filter,
          values: values.map((v) => (numeric ? Number(v) : v)) as typeof filter.values,
        })
      }
      // Free values for a column without a referenced table: Enter adds what was typed.
      onKeyDown={(e) => {
        if (!target && e.key === 'Enter' && search.trim()) {
          e.preventDefault();
          onChange({
            ...filter,
            values: [
              ...filter.values,
              numeric ? Number(search) : search.trim(),
            ] as typeof filter.values,
          });
          setSearch('');
        }
      }}
    />
  );
}
