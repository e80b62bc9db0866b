import {
  NAMESPACES,
  ServerPushes,
  translate,
  type MessageKey,
  type Namespace,
} from '@kokpit/shared';
import type { AppContext } from '../core/app-context.js';
import { sessionRoom, userRoom } from './socket-state.js';

/**
 * Tells every socket of these sessions, on every namespace and node, that it was signed out,
 * then disconnects them so no revoked session keeps a live channel.
 */
export function pushSignout(ctx: AppContext, sessionIds: number[], reason: MessageKey): void {
  const io = ctx.io;
  if (!io || sessionIds.length === 0) return;
  for (const ns of NAMESPACES) {
    for (const id of sessionIds) {
      const room = sessionRoom(id);
      io.of(ns)
        .in(room)
        .fetchSockets()
        .then((sockets) => {
          for (const s of sockets) {
            const lang = (s.data as { lang?: string }).lang;
            s.emit(ServerPushes.signout, { reason, message: translate(lang, reason) });
            s.disconnect(true);
          }
        })
        .catch((err: unknown) => ctx.logger.warn({ err }, 'signout push failed'));
    }
  }
}

/**
 * Closes a user's sockets on one namespace, on every node (the Redis adapter carries it): the
 * user may no longer be there, e.g. a teacher removed from a school on /school. The client
 * is refused if it connects again.
 */
export function disconnectUser(ctx: AppContext, namespace: Namespace, userId: number): void {
  ctx.io?.of(namespace).in(userRoom(userId)).disconnectSockets(true);
}
