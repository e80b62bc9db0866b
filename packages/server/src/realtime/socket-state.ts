import type { Language, Permission, Role } from '@kokpit/shared';
import type { Socket } from 'socket.io';

/** The authenticated session a socket carries (SPEC §3 realtime session). */
export interface SocketSession {
  sessionId: number;
  userId: number;
  roles: Role[];
  permissions: Permission[];
  authAt: number;
  expiresAt: number;
}

export interface SocketData {
  session: SocketSession | null;
  lang: Language;
  ip: string;
  /** Events handled on this socket in the current flood window. */
  floodCount: number;
  floodWindowStart: number;
}

export type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

export const userRoom = (userId: number) => `user:${userId}`;
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
export const schoolRoom = (schoolId: number) => `school:${schoolId}`;

/** Authenticated only when the session has not expired (SPEC §3). */
export function activeSession(socket: { data: SocketData }): SocketSession | null {
  const s = socket.data.session;
  return s && s.expiresAt > Date.now() ? s : null;
}
