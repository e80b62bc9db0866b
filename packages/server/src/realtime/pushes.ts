import { NAMESPACES, ServerPushes, translate, type MessageKey } from '@kokpit/shared';
import type { AppContext } from '../core/app-context.js';
import { sessionRoom } from './socket-state.js';

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
