import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { optionsQuery } from '../api/admin';
import classes from './admin.module.css';
import type { ColumnFieldProps } from './field-props';

/** Where the server serves a stored picture (features/content/picture.routes.ts). */
export const pictureUrl = (name: string) => `/media/pictures/${encodeURIComponent(name)}`;

/**
 * A column that names a stored picture (a question's photo): picked from the pictures the file
 * browser holds, searched by name with thumbnails, and shown at once as the form will save it.
 */
export function PictureField({ column: c, value, common, onChange }: ColumnFieldProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const options = useQuery(optionsQuery('pictures', search));
  const current = typeof value === 'string' && value !== '' ? value : null;
  const names = (options.data?.options ?? []).map((o) => String(o.value));
  const data = [...(current ? [current] : []), ...names.filter((n) => n !== current)];
  return (
    <Stack gap={6}>
      <Select
        {...common}
        placeholder={t('admin.picture.pick')}
        data={data}
        value={current}
        searchable
        clearable={c.nullable}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: o }) => o}
        nothingFoundMessage={t('admin.list.empty')}
        onChange={(v) => onChange(v)}
        renderOption={({ option }) => (
          <Group gap="sm" wrap="nowrap">
            <img src={pictureUrl(option.value)} alt="" className={classes.thumb} loading="lazy" />
            <Text size="sm" className={classes.wrapName}>
              {option.label}
            </Text>
          </Group>
        )}
      />
      {current ? (
        <img
          src={pictureUrl(current)}
          alt={t('admin.picture.alt', { name: current })}
          className={classes.picture}
          data-testid="picture-field-preview"
        />
      ) : (
        <Text size="xs" c="dimmed">
          {t('admin.picture.none')}
        </Text>
      )}
      <Anchor component={Link} to={`/${lang}/admin/files`} size="xs">
        {t('admin.picture.files')}
      </Anchor>
    </Stack>
  );
}
