import { notifications } from '@mantine/notifications';
import type { ParseKeys } from 'i18next';
import { i18n } from './i18n/i18n';

export type NotifyTone = 'info' | 'success' | 'warning' | 'error';

const toneColor: Record<NotifyTone, string> = {
  info: 'kokpit',
  success: 'teal',
  warning: 'orange',
  error: 'red',
};

/**
 * Shows a toast. Server messages arrive translated; `fallbackKey` is a UI text used when the
 * server sent none.
 */
export function notify(options: { message: string; fallbackKey?: ParseKeys; tone?: NotifyTone; title?: string }): void {
  const message = options.message || (options.fallbackKey ? i18n.t(options.fallbackKey) : '');
  if (!message) return;
  notifications.show({
    message,
    title: options.title,
    color: toneColor[options.tone ?? 'info'],
    autoClose: options.tone === 'error' ? 8000 : 5000,
  });
}
