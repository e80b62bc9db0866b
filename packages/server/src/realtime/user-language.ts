import { NAMESPACES, type Language } from '@kokpit/shared';
import type { Server } from 'socket.io';
import type { AppContext } from '../core/app-context.js';
import { userRoom, type AppSocket } from './socket-state.js';

/*
 * A language chosen by a signed-in user applies to every socket of the user at once: each
 * namespace (/app, /student, /school) and each tab, so a server message on /student comes back
 * in the new language without a reconnect. Other nodes hear of it through the Redis adapter.
 */

const USER_LANGUAGE = 'kokpit:user-language';

interface UserLanguage {
  userId: number;
  lang: Language;
}

/** Sets the language of the user's sockets on this node. */
function applyHere(io: Server, { userId, lang }: UserLanguage): void {
  for (const name of NAMESPACES) {
    const nsp = io.of(name);
    for (const id of nsp.adapter.rooms.get(userRoom(userId)) ?? []) {
      const socket = nsp.sockets.get(id) as AppSocket | undefined;
      if (!socket) continue;
      socket.data.lang = lang;
      socket.data.langChosen = true;
    }
  }
}

/** The user chose `lang`: every socket of theirs, on every node, speaks it from now on. */
export function shareUserLanguage(ctx: AppContext, userId: number, lang: Language): void {
  const io = ctx.io;
  if (!io) return;
  applyHere(io, { userId, lang });
  // Only the Redis adapter carries server-side events; the in-memory one has no other node.
  if (ctx.config.REDIS_URL) io.serverSideEmit(USER_LANGUAGE, { userId, lang });
}

/** Applies the languages other nodes announce (with the Redis adapter). */
export function listenForUserLanguages(io: Server): void {
  io.on(USER_LANGUAGE, (change: UserLanguage) => applyHere(io, change));
}
