import { NAMESPACES, ServerPushes, type Namespace } from '@kokpit/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { queryClient } from './query-client';
import { existingSockets, onSocketCreated } from './socket';

/*
 * Server pushes say "this changed"; the web app answers by invalidating the queries that show
 * it, so the server stays the source of truth (STYLE rule 6). Features register their keys
 * here; one listener per socket and event serves every registration.
 */

const registry = new Map<string, QueryKey[]>();
const attached = new WeakMap<Socket, Set<string>>();

const slot = (namespace: Namespace, event: string) => `${namespace} ${event}`;

function attach(namespace: Namespace, socket: Socket, event: string): void {
  const events = attached.get(socket) ?? new Set<string>();
  attached.set(socket, events);
  if (events.has(event)) return;
  events.add(event);
  socket.on(event, () => {
    for (const queryKey of registry.get(slot(namespace, event)) ?? []) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
}

/**
 * Invalidates `queryKey` (and every key it prefixes) whenever `event` is pushed on one of the
 * namespaces. Returns a function that removes the registration.
 */
export function invalidateOnPush(
  event: string,
  queryKey: QueryKey,
  namespaces: readonly Namespace[] = NAMESPACES,
): () => void {
  for (const namespace of namespaces) {
    const key = slot(namespace, event);
    registry.set(key, [...(registry.get(key) ?? []), queryKey]);
    for (const [ns, socket] of existingSockets()) if (ns === namespace) attach(ns, socket, event);
  }
  return () => {
    for (const namespace of namespaces) {
      const key = slot(namespace, event);
      registry.set(
        key,
        (registry.get(key) ?? []).filter((k) => k !== queryKey),
      );
    }
  };
}

// Sockets created later (e.g. /school after sign-in) get the listeners already registered.
onSocketCreated((namespace, socket) => {
  for (const key of registry.keys()) {
    const [ns, event] = key.split(' ') as [Namespace, string];
    if (ns === namespace) attach(namespace, socket, event);
  }
});

/** The query keys each push of SPEC §7 refreshes; features use these roots for their keys. */
export const PushQueryKeys = {
  profile: ['profile'],
  sections: ['sections'],
  statistics: ['statistics'],
  pendingStudents: ['students', 'pending'],
  activeStudents: ['students', 'active'],
  archivedStudents: ['students', 'archived'],
  theory: ['theory'],
  messages: ['messages'],
} as const satisfies Record<string, QueryKey>;

/** Wires the pushes of SPEC §7 to their query keys; called once at start. */
export function registerDefaultPushes(): void {
  invalidateOnPush(ServerPushes.profileChanged, PushQueryKeys.profile);
  invalidateOnPush(ServerPushes.sectionsChanged, PushQueryKeys.sections);
  invalidateOnPush(ServerPushes.statisticsChanged, PushQueryKeys.statistics);
  invalidateOnPush(ServerPushes.pendingStudentsChanged, PushQueryKeys.pendingStudents);
  invalidateOnPush(ServerPushes.activeStudentsChanged, PushQueryKeys.activeStudents);
  invalidateOnPush(ServerPushes.archivedStudentsChanged, PushQueryKeys.archivedStudents);
  invalidateOnPush(ServerPushes.theoryChanged, PushQueryKeys.theory);
  invalidateOnPush(ServerPushes.message, PushQueryKeys.messages, ['/school', '/student']);
}
