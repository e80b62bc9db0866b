import { useSyncExternalStore } from 'react';

/*
 * Server notices (SPEC §4): an operator's message pushed to the signed-in tabs, shown as a
 * banner until the visitor dismisses it. A dismissal is remembered for the browser session,
 * so a notice pushed again with the same id does not come back.
 */

export interface ServerNotice {
  id: string;
  message: string;
}

const DISMISSED_KEY = 'kokpit.dismissed-notices';
let notices: ServerNotice[] = [];
const listeners = new Set<() => void>();

function dismissedIds(): string[] {
  try {
    const raw = sessionStorage.getItem(DISMISSED_KEY);
    return raw ? (JSON.parse(raw) as string[]) : [];
  } catch {
    return [];
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** A notice arrived; one without an id gets one, so it can be dismissed like the others. */
export function addServerNotice(notice: { id?: string; message: string }): void {
  const id = notice.id ?? `local-${Date.now()}-${notices.length}`;
  if (dismissedIds().includes(id) || notices.some((n) => n.id === id)) return;
  notices = [...notices, { id, message: notice.message }];
  emit();
}

export function dismissServerNotice(id: string): void {
  notices = notices.filter((n) => n.id !== id);
  try {
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissedIds(), id].slice(-50)));
  } catch {
    // Private mode without storage: the banner still goes away for this page's life.
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerNotices(): ServerNotice[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
}
