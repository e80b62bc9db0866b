import { NAMESPACES, ServerPushes, translate, type MessageKey } from '@kokpit/shared';
import type { Server } from 'socket.io';
import type { AppContext } from '../../core/app-context.js';
import type { AppSocket } from '../../realtime/socket-state.js';
import { findEndedSessions } from './session.repository.js';

/** How often a node checks its sockets' sessions; a session ended elsewhere closes within it. */
export const SWEEP_INTERVAL_MS = 3_000;
// Bounded IN lists: far below SQLite's and PostgreSQL's parameter limits.
const CHUNK = 500;

/** This node's authenticated sockets, on every namespace, by session id. */
function socketsBySession(io: Server): Map<number, AppSocket[]> {
  const bySession = new Map<number, AppSocket[]>();
  for (const name of NAMESPACES) {
    for (const raw of io.of(name).sockets.values()) {
      const socket = raw as unknown as AppSocket;
      const id = socket.data.session?.sessionId;
      if (id === undefined) continue;
      const list = bySession.get(id);
      if (list) list.push(socket);
      else bySession.set(id, [socket]);
    }
  }
  return bySession;
}

/** One pass: sockets whose session was revoked, expired or deleted are told and disconnected. */
export async function sweepEndedSessions(ctx: AppContext, io: Server): Promise<void> {
  const bySession = socketsBySession(io);
  const ids = [...bySession.keys()];
  const at = Date.now();
  for (let i = 0; i < ids.length; i += CHUNK) {
    for (const ended of await findEndedSessions(ctx.db, ids.slice(i, i + CHUNK), at)) {
      // An operator's revocation reads the same to the user: sign in again.
      const reason: MessageKey = 'auth.sessionExpired';
      for (const socket of bySession.get(ended.id) ?? []) {
        socket.emit(ServerPushes.signout, { reason, message: translate(socket.data.lang, reason) });
        socket.disconnect(true);
      }
    }
  }
}

/**
 * Checks this node's live sockets against the sessions table every few seconds, so a session
 * that ends by any path (expiry, an operator, another node, a purge) stops answering. Each node
 * sweeps only its own sockets; the timer does not keep the process alive. Returns the stopper.
 */
export function startSessionSweeper(
  ctx: AppContext,
  io: Server,
  intervalMs = SWEEP_INTERVAL_MS,
  sweep: (ctx: AppContext, io: Server) => Promise<void> = sweepEndedSessions,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep(ctx, io)
      .catch((err: unknown) => ctx.logger.warn({ err }, 'session sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
