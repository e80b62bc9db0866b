import type { Actor, Role, SessionView, SignedInView, UserView } from '@kokpit/shared';

/** The signed-in user as the server presents it (SPEC §3; server users/user.presenter). */
export type SessionUser = UserView;

/**
 * The `auth` reply data: the token, its remaining life in seconds, and the user. The token is
 * handed once to the server for the HttpOnly cookie (web-session.ts), never kept.
 */
export type AuthReply = SignedInView;

/** A live session without its token (the `session` reply): the user and its remaining life. */
export type SessionState = SessionView;

/** Application status of SPEC §4. */
export type AppStatus = 'none' | 'starting' | 'started';

export interface SignInInput {
  username: string;
  password: string;
  rememberMe: boolean;
  /** Signs out the user's other sessions when the maximum is reached (code 402). */
  forceUnique?: boolean;
}

export function hasRole(user: SessionUser | null, role: Role): boolean {
  return user !== null && user.roles.includes(role);
}

/** The user as the shared policies see it (shared/src/policies), or null when signed out. */
export function actorOf(user: SessionUser | null): Actor {
  if (!user) return null;
  const schoolId = user.roles.includes('school') ? user.schoolId : null;
  return { userId: user.id, roles: user.roles, permissions: user.permissions, schoolId };
}

export function toSessionUser(state: SessionState): SessionUser {
  const { expiresIn: _expiresIn, ...user } = state;
  return user;
}
