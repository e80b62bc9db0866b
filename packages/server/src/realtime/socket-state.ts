import type { Language, MessageKey, Permission, Role } from '@kokpit/shared';
import type { DefaultEventsMap, Socket } from 'socket.io';

/** The authenticated session a socket carries (SPEC §3 realtime session). */
export interface SocketSession {
  sessionId: number;
  userId: number;
  roles: Role[];
  permissions: Permission[];
  authAt: number;
  expiresAt: number;
  /** The school a /school socket's account belongs to, found at connect (school_members). */
  schoolId?: number;
}

export interface SocketData {
  session: SocketSession | null;
  /**
   * Why the handshake's token (the web's cookie) signed nothing in: its session has ended, or
   * its account is locked. `/app` stays open anonymously and its `session` event says so.
   */
  sessionRefusal: { code: number; key: MessageKey } | null;
  lang: Language;
  /** True when the client named its language; otherwise the user's saved one is adopted. */
  langChosen: boolean;
  ip: string;
  /** Events handled on this socket in the current flood window. */
  floodCount: number;
  floodWindowStart: number;
}

export type AppSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export const userRoom = (userId: number) => `user:${userId}`;
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
export const schoolRoom = (schoolId: number) => `school:${schoolId}`;
/** The school's members who may see its money (managers): its account pushes go here. */
export const schoolMoneyRoom = (schoolId: number) => `school-money:${schoolId}`;

/** Authenticated only when the session has not expired (SPEC §3). */
export function activeSession(socket: { data: SocketData }): SocketSession | null {
  const s = socket.data.session;
  return s && s.expiresAt > Date.now() ? s : null;
}
