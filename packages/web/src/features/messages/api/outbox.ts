import type { Namespace } from '@kokpit/shared';
import { ResultCode } from '@kokpit/shared';
import { notify } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { getSessionSnapshot } from '../../../lib/session';
import { getSocket, isConnected, isRequestError, request } from '../../../lib/socket';
import { MESSAGES_KEY } from './messages';

/*
 * The message outbox: a message is kept (in localStorage, so a reload keeps it too) from the
 * moment it is typed until the server acknowledges it. It goes at once when the link is up and
 * again whenever the socket (re)connects; the client id it was typed with makes the server
 * store it once, however many times it goes (a lost acknowledgement, two tabs flushing).
 */

export interface QueuedMessage {
  clientId: string;
  userId: number;
  namespace: '/school' | '/student';
  /** The student's thread, for a school; null for a student writing to their school. */
  studentId: number | null;
  text: string;
  queuedAt: number;
}

const STORAGE_KEY = 'kokpit.message-outbox';
/** Refusals that mean "not now": the message waits for the next connection. */
const TRANSIENT = new Set<number>([
  ResultCode.notAuthenticated,
  ResultCode.insufficientPermissions,
  ResultCode.rateLimited,
  ResultCode.internal,
]);

/** A wait before trying again a message that timed out on a live link. */
const RETRY_MS = 3000;

let entries: QueuedMessage[] = load();
const inFlight = new Set<string>();
const listeners = new Set<() => void>();
const wired = new Set<Namespace>();

function load(): QueuedMessage[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as QueuedMessage[]) : [];
  } catch {
    return [];
  }
}

function save(next: QueuedMessage[]): void {
  entries = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A private mode without storage keeps the outbox in memory only.
  }
  for (const listener of listeners) listener();
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxSnapshot(): QueuedMessage[] {
  return entries;
}

function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

async function sendOne(entry: QueuedMessage): Promise<void> {
  if (inFlight.has(entry.clientId)) return;
  inFlight.add(entry.clientId);
  try {
    if (entry.namespace === '/school') {
      await request('/school', 'messages/send', {
        studentId: entry.studentId ?? 0,
        clientId: entry.clientId,
        text: entry.text,
      });
    } else {
      await request('/student', 'messages/send', { clientId: entry.clientId, text: entry.text });
    }
    save(entries.filter((e) => e.clientId !== entry.clientId));
    void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
  } catch (error) {
    const final = isRequestError(error) && error.kind === 'server' && !TRANSIENT.has(error.code);
    if (final && error.code > 0) {
      save(entries.filter((e) => e.clientId !== entry.clientId));
      notify({ message: error.message, tone: 'error' });
    } else if (isConnected(entry.namespace)) {
      // The link came back while this one timed out: try again soon (the id keeps it single).
      window.setTimeout(() => void flushOutbox(entry.namespace), RETRY_MS);
    }
  } finally {
    inFlight.delete(entry.clientId);
  }
}

/** Sends every waiting message of the signed-in user on this namespace, oldest first. */
export async function flushOutbox(namespace: '/school' | '/student'): Promise<void> {
  const userId = getSessionSnapshot().user?.id;
  if (userId === undefined || !isConnected(namespace)) return;
  const mine = entries.filter((e) => e.userId === userId && e.namespace === namespace);
  for (const entry of mine.sort((a, b) => a.queuedAt - b.queuedAt)) await sendOne(entry);
}

function wire(namespace: '/school' | '/student'): void {
  if (wired.has(namespace)) return;
  wired.add(namespace);
  getSocket(namespace).on('connect', () => void flushOutbox(namespace));
}

/** Queues a message and sends it now if the link is up (else on the next connect). */
export function queueMessage(
  namespace: '/school' | '/student',
  studentId: number | null,
  text: string,
): void {
  const userId = getSessionSnapshot().user?.id;
  if (userId === undefined) return;
  wire(namespace);
  const entry: QueuedMessage = {
    clientId: newClientId(),
    userId,
    namespace,
    studentId,
    text,
    queuedAt: Date.now(),
  };
  save([...entries, entry]);
  if (isConnected(namespace)) void sendOne(entry);
}

/** Starts listening for reconnects, so messages left by an earlier visit go out. */
export function startOutbox(namespace: '/school' | '/student'): void {
  wire(namespace);
  void flushOutbox(namespace);
}
