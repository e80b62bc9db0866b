import type { AdminColumnView, AdminValue, Language } from '@kokpit/shared';
import { i18n } from '../../../lib/i18n/i18n';

/** A cell as a list shows it: dates readable, flags as yes/no, references by their label. */
export function formatCell(
  value: AdminValue,
  column: AdminColumnView,
  refLabels: Record<string, Record<string, string>>,
  lang: Language,
): string {
  if (value === null) return i18n.t('admin.list.null');
  const choice = column.choices?.find((c) => String(c.value) === String(value));
  if (choice) return choice.labels[lang];
  if (column.references) {
    const label = refLabels[column.name]?.[String(value)];
    return label && label !== String(value) ? `${label} (#${value})` : `#${value}`;
  }
  if (column.kind === 'boolean') {
    return value === true || value === 1 ? i18n.t('admin.list.yes') : i18n.t('admin.list.no');
  }
  if (column.kind === 'date' && typeof value === 'number') {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' }).format(value);
  }
  return String(value);
}

/** A key for the URL and the audit screen: `id=5` or `a=1, b=x`. */
export function formatKey(key: Record<string, string | number> | null): string {
  if (!key) return '';
  return Object.entries(key)
    .map(([k, v]) => (Object.keys(key).length === 1 ? `#${v}` : `${k}=${v}`))
    .join(', ');
}
