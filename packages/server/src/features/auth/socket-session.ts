import { isLanguage } from '@kokpit/shared';
import type { EventContext } from '../../realtime/events.js';
import { sessionRoom, userRoom } from '../../realtime/socket-state.js';
import type { UserRecord } from '../users/user.repository.js';

/** Marks the socket signed in and joins its user and session rooms. */
export async function bindSession(
  ec: EventContext,
  s: { sessionId: number; user: UserRecord; authAt: number; expiresAt: number },
): Promise<void> {
  ec.socket.data.session = {
    sessionId: s.sessionId,
    userId: s.user.id,
    roles: s.user.roles,
    permissions: s.user.permissions,
    authAt: s.authAt,
    expiresAt: s.expiresAt,
  };
  if (!ec.socket.data.langChosen && isLanguage(s.user.lang)) ec.socket.data.lang = s.user.lang;
  await ec.socket.join([userRoom(s.user.id), sessionRoom(s.sessionId)]);
}
