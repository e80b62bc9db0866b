import type { ParseKeys } from 'i18next';
import { i18n } from './i18n/i18n';

export type NotifyTone = 'info' | 'success' | 'warning' | 'error';

const toneColor: Record<NotifyTone, string> = {
  info: 'kokpit',
  success: 'teal',
  warning: 'orange',
  error: 'red',
};

/** The toast library, fetched on first use so it stays out of the first download. */
export const loadNotifications = () => import('./toasts');

/*
 * Whether any toast was asked for yet: the toast renderer is mounted (and downloaded) only
 * then, so a visit without toasts never pays for it.
 */
let wanted = false;
const wantedListeners = new Set<() => void>();

export function subscribeToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export function toastsWanted(): boolean {
  return wanted;
}

/**
 * Shows a toast. Server messages arrive translated; `fallbackKey` is a UI text used when the
 * server sent none.
 */
export function notify(options: {
  message: string;
  fallbackKey?: ParseKeys;
  tone?: NotifyTone;
  title?: string;
}): void {
  const message = options.message || (options.fallbackKey ? i18n.t(options.fallbackKey) : '');
  if (!message) return;
  const tone = options.tone ?? 'info';
  if (tone === 'success') dismissErrorToasts();
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  void loadNotifications().then(({ notifications }) => {
    const id = notifications.show({
      message,
      title: options.title,
      color: toneColor[tone],
      autoClose: tone === 'error' ? 8000 : 5000,
      // Mantine's close button has no name of its own.
      closeButtonProps: { 'aria-label': i18n.t('app.closeNotice') },
    });
    if (tone === 'error') errorToasts.add(id);
  });
}

/** Error toasts still on screen (or about to be). */
const errorToasts = new Set<string>();

/**
 * A later success makes an error on screen stale ("could not save" after it saved): it goes.
 * Called for every success toast and every call that succeeds (query-client.ts).
 */
export function dismissErrorToasts(): void {
  if (errorToasts.size === 0) return;
  const stale = [...errorToasts];
  errorToasts.clear();
  void loadNotifications().then(({ notifications }) => {
    for (const id of stale) notifications.hide(id);
  });
}

/**
 * Clears every toast on screen or about to be: a view that covers the page (the classroom's
 * slide show) starts without the page's last "saved" over it. A toast asked for just before
 * still goes: its show runs first on the same loaded module.
 */
export function hideToasts(): void {
  if (!wanted) return;
  errorToasts.clear();
  void loadNotifications().then(({ notifications }) => notifications.clean());
}
