import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { AdminColumnView, AdminRecordView, AdminTableView, AdminValue } from '@kokpit/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { ADMIN_KEY, deleteRecord, optionsQuery, saveRecord } from '../api/admin';
import { DeleteDialog } from './delete-dialog';
import type { ColumnFieldProps } from './field-props';
import { MarkdownField } from './markdown-field';
import { PictureField } from './picture-field';

type Values = Record<string, AdminValue>;

/**
 * A form generated from the table's meta: one field per visible column, by kind; foreign keys
 * picked from a searchable list of the referenced records. The server checks everything again
 * and answers "Field {field} is required" and the §8 errors per field or for the record.
 */
export function RecordForm({
  table,
  record,
}: {
  table: AdminTableView;
  record: AdminRecordView | null;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(record?.row ?? {});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const locked = table.readOnly || table.primaryKey.length === 0;

  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
  const save = useMutation({
    mutationFn: () => {
      const changed = Object.fromEntries([...touched].map((k) => [k, values[k] ?? null]));
      return saveRecord({ table: table.name, key: record?.key, values: changed });
    },
    onSuccess: (r) => {
      void refresh();
      notify({ message: r.message, tone: 'success' });
      setTouched(new Set());
      if (!record)
        void navigate(paths.adminRecord(lang, table.name, r.data.key), { replace: true });
    },
    onError: (e) => notify({ message: describeError(e), tone: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (cascade: boolean) => deleteRecord(table.name, record!.key, cascade),
    onSuccess: (r) => {
      void refresh();
      notify({ message: r.message, tone: 'success' });
      void navigate(paths.adminTable(lang, table.name));
    },
    onError: (e) => notify({ message: describeError(e), tone: 'error' }),
  });
  const errors = fieldErrorsOf(save.error);
  const set = (name: string, v: AdminValue) => {
    setValues((old) => ({ ...old, [name]: v }));
    setTouched((old) => new Set(old).add(name));
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
    >
      <Stack gap="sm">
        {table.columns.map((c) => (
          <Field
            key={c.name}
            column={c}
            value={values[c.name] ?? null}
            label={record?.refLabels[c.name]?.[String(values[c.name])]}
            error={errors[c.name]}
            disabled={locked || c.readOnly || (!!record && c.primaryKey)}
            creating={!record}
            onChange={(v) => set(c.name, v)}
          />
        ))}
        {save.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert">
            {describeError(save.error)}
          </Alert>
        )}
        {!locked && (
          <Group justify="space-between" mt="sm">
            <Button type="submit" loading={save.isPending}>
              {t('admin.form.save')}
            </Button>
            {record && (
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('admin.form.delete')}
              </Button>
            )}
          </Group>
        )}
        {record && !locked && (
          <DeleteDialog
            table={table}
            recordKey={record.key}
            opened={confirming}
            busy={remove.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={(cascade) => remove.mutate(cascade)}
          />
        )}
      </Stack>
    </form>
  );
}

interface FieldProps {
  column: AdminColumnView;
  value: AdminValue;
  label?: string;
  error?: string;
  disabled: boolean;
  creating: boolean;
  onChange: (v: AdminValue) => void;
}

function toLocal(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function Field({ column: c, value, label, error, disabled, creating, onChange }: FieldProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const required = !c.nullable && !c.hasDefault;
  const common = {
    label: c.labels[lang],
    description:
      c.autoIncrement && creating
        ? t('admin.form.generated')
        : c.stamp
          ? t(c.stamp === 'created' ? 'admin.form.stampCreated' : 'admin.form.stampUpdated')
          : c.readOnly
            ? t('admin.form.readOnly')
            : c.name,
    error,
    disabled: disabled || (c.autoIncrement && creating),
    withAsterisk: required && !disabled,
  };
  if (c.picture) {
    return <PictureField column={c} value={value} common={common} onChange={onChange} />;
  }
  if (c.markdown) {
    return <MarkdownField column={c} value={value} common={common} onChange={onChange} />;
  }
  if (c.choices) {
    const numeric = c.kind === 'number';
    const current = value === null ? null : String(value);
    const offered = c.choices.map((o) => ({ value: String(o.value), label: o.labels[lang] }));
    // A value stored before its column had choices stays visible, to be replaced.
    const data =
      current && !offered.some((o) => o.value === current)
        ? [...offered, { value: current, label: current }]
        : offered;
    return (
      <Select
        {...common}
        placeholder={t('admin.form.pick')}
        data={data}
        value={current}
        allowDeselect={c.nullable}
        clearable={c.nullable}
        onChange={(v) => onChange(v === null ? null : numeric ? Number(v) : v)}
      />
    );
  }
  if (c.references) {
    return (
      <ReferenceField column={c} value={value} label={label} common={common} onChange={onChange} />
    );
  }
  switch (c.kind) {
    case 'boolean':
      return (
        <Switch
          label={common.label}
          description={common.description}
          error={error}
          disabled={common.disabled}
          checked={value === true || value === 1}
          onChange={(e) =>
            onChange(
              c.dataType.startsWith('bool')
                ? e.currentTarget.checked
                : e.currentTarget.checked
                  ? 1
                  : 0,
            )
          }
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="datetime-local"
          step={1}
          description={`${common.description} · ${t('admin.form.dateHint')}`}
          value={typeof value === 'number' ? toLocal(value) : ''}
          onChange={(e) => {
            const ms = new Date(e.currentTarget.value).getTime();
            onChange(Number.isFinite(ms) ? ms : null);
          }}
        />
      );
    case 'json':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          ff="monospace"
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    default: {
      const text = value === null ? '' : String(value);
      const long = text.length > 80 || text.includes('\n');
      return long ? (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={12}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <TextInput {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    }
  }
}

/** A foreign key: a searchable list of the referenced table's records, and a link to the one chosen. */
function ReferenceField({
  column: c,
  value,
  label,
  common,
  onChange,
}: ColumnFieldProps & { label?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const options = useQuery(optionsQuery(c.references!.table, search));
  const current = value === null ? null : String(value);
  const data = [
    ...(current
      ? [{ value: current, label: label ? `${label} (#${current})` : `#${current}` }]
      : []),
    ...(options.data?.options ?? [])
      .filter((o) => String(o.value) !== current)
      .map((o) => ({ value: String(o.value), label: `${o.label} (#${o.value})` })),
  ];
  const numeric = c.kind === 'number' || c.kind === 'date';
  return (
    <Stack gap={2}>
      <Select
        {...common}
        placeholder={t('admin.form.pick')}
        data={data}
        value={current}
        searchable
        clearable={c.nullable}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: o }) => o}
        onChange={(v) => onChange(v === null ? null : numeric ? Number(v) : v)}
      />
      {current && (
        <Anchor
          component={Link}
          size="xs"
          to={paths.adminRecord(lang, c.references!.table, {
            [c.references!.column]: numeric ? Number(current) : current,
          })}
        >
          {t('admin.form.openReference')}
        </Anchor>
      )}
    </Stack>
  );
}
